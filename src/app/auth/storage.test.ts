import {
  LOCK_KEYS,
  STORAGE_KEYS,
  clearSession,
  readLockedSession,
  readSession,
  readToken,
  removeLock,
  writeLock,
  writeSession,
} from './storage';
import type { Session } from './session';

const session: Session = {
  token: 'header.payload.signature',
  user: { id: 'u-0001', name: 'Leila Haddad', phone: '0700000001', type: 'root' },
  expiresAt: 1_900_000_000_000,
};

const stored = () => ({
  token: localStorage.getItem(STORAGE_KEYS.token),
  userDetails: localStorage.getItem(STORAGE_KEYS.userDetails),
  userInfo: localStorage.getItem(STORAGE_KEYS.userInfo),
});

const nothingStored = { token: null, userDetails: null, userInfo: null };

describe('the stored session', () => {
  it('uses the app-prefixed keys for the token, the user details and the userInfo record', () => {
    expect(STORAGE_KEYS).toEqual({
      token: 'clinic-admin.token',
      userDetails: 'clinic-admin.userDetails',
      userInfo: 'clinic-admin.userInfo',
    });
  });

  it('is written as the raw token, the user details and { expiresAt } in milliseconds', () => {
    writeSession(session);

    expect(localStorage.getItem('clinic-admin.token')).toBe('header.payload.signature');
    expect(JSON.parse(localStorage.getItem('clinic-admin.userDetails') ?? 'null')).toEqual({
      id: 'u-0001',
      name: 'Leila Haddad',
      phone: '0700000001',
      type: 'root',
    });
    expect(JSON.parse(localStorage.getItem('clinic-admin.userInfo') ?? 'null')).toEqual({
      expiresAt: 1_900_000_000_000,
    });
  });

  it('reads back exactly what was written', () => {
    writeSession(session);
    expect(readSession()).toEqual(session);
    expect(readToken()).toBe(session.token);
  });

  it('means signed out when nothing is stored, without reporting an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readSession()).toBeNull();
    expect(readToken()).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('is removed entirely by clearSession, leaving other app settings alone', () => {
    writeSession(session);
    localStorage.setItem('clinic-admin-color-scheme', 'dark');

    clearSession();

    expect(stored()).toEqual(nothingStored);
    expect(localStorage.getItem('clinic-admin-color-scheme')).toBe('dark');
  });
});

describe('other tabs watching the token key', () => {
  const keysIn = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([key]) => key);

  it('see the token written last, once the rest of the record is there', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    writeSession(session);
    expect(keysIn(setItem).at(-1)).toBe(STORAGE_KEYS.token);
    expect(keysIn(setItem)).toHaveLength(3);
  });

  it('see the token removed first on sign-out, and the lock last', () => {
    writeSession(session);
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    clearSession();
    expect(keysIn(removeItem)).toEqual([
      STORAGE_KEYS.token,
      STORAGE_KEYS.userDetails,
      STORAGE_KEYS.userInfo,
      LOCK_KEYS.activity,
      LOCK_KEYS.lock,
    ]);
  });
});

describe('corrupt stored session data', () => {
  const corruptions: Array<[string, () => void]> = [
    [
      'user details that are not JSON',
      () => localStorage.setItem(STORAGE_KEYS.userDetails, '{"id":'),
    ],
    [
      'a userInfo record that is not JSON',
      () => localStorage.setItem(STORAGE_KEYS.userInfo, 'tomorrow'),
    ],
    [
      'user details of the wrong shape',
      () =>
        localStorage.setItem(
          STORAGE_KEYS.userDetails,
          JSON.stringify({ id: 'u-0001', name: 'Leila' }),
        ),
    ],
    [
      'a user type other than "root"',
      () =>
        localStorage.setItem(
          STORAGE_KEYS.userDetails,
          JSON.stringify({ ...session.user, type: 'admin' }),
        ),
    ],
    [
      'an expiresAt that is not a timestamp',
      () =>
        localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ expiresAt: '2030-01-01' })),
    ],
    ['an empty token', () => localStorage.setItem(STORAGE_KEYS.token, '')],
    ['a missing userInfo record', () => localStorage.removeItem(STORAGE_KEYS.userInfo)],
    ['a missing token', () => localStorage.removeItem(STORAGE_KEYS.token)],
  ];

  it.each(corruptions)('with %s is logged, removed, and reads as signed out', (_, corrupt) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeSession(session);
    corrupt();

    expect(readSession()).toBeNull();

    expect(error).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual(nothingStored);
  });

  it("is left alone, unlogged, when read without repair (another tab's change)", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeSession(session);
    localStorage.setItem(STORAGE_KEYS.userInfo, 'tomorrow');

    expect(readSession({ repair: false })).toBeNull();

    expect(error).not.toHaveBeenCalled();
    expect(stored().token).toBe(session.token);
    expect(stored().userInfo).toBe('tomorrow');
  });

  it('no longer supplies a bearer token once removed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    writeSession(session);
    localStorage.setItem(STORAGE_KEYS.userDetails, 'not json');

    readSession();

    expect(readToken()).toBeNull();
  });
});

describe('the locked session', () => {
  const keysIn = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map(([key]) => key);
  it('is written lock first, then the token goes: other tabs lock before it is gone', () => {
    writeSession(session);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    writeLock(1_800_000_000_000);
    expect(keysIn(setItem)).toEqual([LOCK_KEYS.lock]);
    expect(keysIn(removeItem)).toEqual([STORAGE_KEYS.token]);
    expect(setItem.mock.invocationCallOrder[0]).toBeLessThan(
      removeItem.mock.invocationCallOrder[0]!,
    );
  });

  it('is no session to call with, but still names its user and its end', () => {
    writeSession(session);
    writeLock();
    expect(readSession()).toBeNull();
    expect(readToken()).toBeNull();
    expect(readLockedSession()).toEqual({ user: session.user, expiresAt: session.expiresAt });
    // Not corrupt: nothing was removed.
    expect(localStorage.getItem(STORAGE_KEYS.userDetails)).not.toBeNull();
  });

  it('is unlocked once a new session is written and the lock removed', () => {
    writeSession(session);
    writeLock();
    const next = { ...session, token: 'new.token.here' };
    writeSession(next);
    expect(readSession()).toBeNull();
    removeLock();
    expect(readSession()).toEqual(next);
    expect(readLockedSession()).toBeNull();
  });

  it('over an unreadable record is corrupt like any: logged and removed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeSession(session);
    writeLock();
    localStorage.setItem(STORAGE_KEYS.userDetails, '{oops');
    expect(readLockedSession()).toBeNull();
    expect(error).toHaveBeenCalled();
    expect(stored()).toEqual(nothingStored);
    expect(localStorage.getItem(LOCK_KEYS.lock)).toBeNull();
  });
});
