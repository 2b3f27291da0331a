import type { Session } from './session';
import { isIdle, nextAuthState, signedOut, type AuthState } from './session-machine';

const HOUR = 3_600_000;
const leila: Session = {
  token: 'token-1',
  user: { id: 'u-0001', name: 'Leila Haddad', phone: '0700000001', type: 'root' },
  expiresAt: Date.now() + 8 * HOUR,
};
const omar: Session = {
  token: 'token-2',
  user: { id: 'u-0002', name: 'Omar Khalil', phone: '0700000002', type: 'root' },
  expiresAt: Date.now() + 8 * HOUR,
};
const active: AuthState = { status: 'active', session: leila };
const locked = nextAuthState(active, { type: 'lock' });

describe('the session on a shared workstation', () => {
  it('signs in from signed out, and locks from active, keeping the user but not the token', () => {
    expect(nextAuthState(signedOut, { type: 'signIn', session: leila })).toEqual(active);
    expect(locked).toEqual({
      status: 'locked',
      session: { user: leila.user, expiresAt: leila.expiresAt },
    });
    expect(JSON.stringify(locked)).not.toContain(leila.token);
  });

  it('unlocks only for the same user, with the new session', () => {
    const again = { ...leila, token: 'token-3' };
    expect(nextAuthState(locked, { type: 'unlock', session: again })).toEqual({
      status: 'active',
      session: again,
    });
    expect(nextAuthState(locked, { type: 'unlock', session: omar })).toBe(locked);
  });

  it('cannot be opened by a sign-in while locked, nor unlocked when not locked', () => {
    expect(nextAuthState(locked, { type: 'signIn', session: omar })).toBe(locked);
    expect(nextAuthState(active, { type: 'unlock', session: leila })).toBe(active);
    expect(nextAuthState(signedOut, { type: 'unlock', session: leila })).toBe(signedOut);
  });

  it('signs out from active or locked ("Switch user"), and locks nothing signed out', () => {
    expect(nextAuthState(active, { type: 'signOut' })).toBe(signedOut);
    expect(nextAuthState(locked, { type: 'signOut' })).toBe(signedOut);
    expect(nextAuthState(signedOut, { type: 'lock' })).toBe(signedOut);
    expect(nextAuthState(locked, { type: 'lock' })).toBe(locked);
  });

  it('expires once expiresAt has passed, locked or not, and not before', () => {
    expect(nextAuthState(active, { type: 'expire' })).toBe(active);
    const over = { ...leila, expiresAt: Date.now() - 1 };
    expect(nextAuthState({ status: 'active', session: over }, { type: 'expire' })).toBe(signedOut);
    expect(
      nextAuthState(nextAuthState({ status: 'active', session: over }, { type: 'lock' }), {
        type: 'expire',
      }),
    ).toBe(signedOut);
  });
});

describe('isIdle', () => {
  it('is true once the idle time has passed since the last input, never when it is 0', () => {
    expect(isIdle(1_000, 600_000, 600_999)).toBe(false);
    expect(isIdle(1_000, 600_000, 601_000)).toBe(true);
    expect(isIdle(1_000, 0, 10 * HOUR)).toBe(false);
  });
});
