import { APP_KEY } from '@/config/app-key';
import type { Session, UserDetails } from './session';

/**
 * The one module that owns the stored session: the token, the user details and the session
 * record `userInfo` (SPEC §3, §4). Everything else reads and writes through these functions.
 */
export const STORAGE_KEYS = {
  token: `${APP_KEY}.token`,
  userDetails: `${APP_KEY}.userDetails`,
  userInfo: `${APP_KEY}.userInfo`,
} as const;

/**
 * The idle lock's part of the record: `lock` (`{ since }`, ms) while the screen is locked, and
 * `activity`, the last input in any tab (ms), which every tab's idle timer reads.
 */
export const LOCK_KEYS = {
  lock: `${APP_KEY}.lock`,
  activity: `${APP_KEY}.activity`,
} as const;

const storage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

/**
 * Other tabs watch the token and lock keys (storage event), so the token is removed first and
 * written last, and the lock goes last: when they see it go, the rest is gone already.
 */
export function clearSession(): void {
  const s = storage();
  s?.removeItem(STORAGE_KEYS.token);
  s?.removeItem(STORAGE_KEYS.userDetails);
  s?.removeItem(STORAGE_KEYS.userInfo);
  s?.removeItem(LOCK_KEYS.activity);
  s?.removeItem(LOCK_KEYS.lock);
}

/**
 * Locks the stored session: the lock first (other tabs lock on seeing it), then the token goes,
 * so nothing in this browser can make a call for the locked user until a sign-in issues a new one.
 */
export function writeLock(now = Date.now()): void {
  const s = storage();
  s?.setItem(LOCK_KEYS.lock, JSON.stringify({ since: now }));
  s?.removeItem(STORAGE_KEYS.token);
}

/** Unlocks, once the new session is written (other tabs unlock on seeing the lock go). */
export function removeLock(): void {
  storage()?.removeItem(LOCK_KEYS.lock);
}

export const isLockStored = (): boolean => !!storage()?.getItem(LOCK_KEYS.lock);

/** The last input in any tab of the app, ms; undefined when none was recorded. */
export function readActivity(): number | undefined {
  const value = Number(storage()?.getItem(LOCK_KEYS.activity));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export function writeActivity(at = Date.now()): void {
  try {
    storage()?.setItem(LOCK_KEYS.activity, String(at));
  } catch {
    // Storage full or blocked: this tab's own timer still knows.
  }
}

export function writeSession(session: Session): void {
  const s = storage();
  s?.setItem(STORAGE_KEYS.userDetails, JSON.stringify(session.user));
  s?.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ expiresAt: session.expiresAt }));
  s?.setItem(STORAGE_KEYS.token, session.token);
}

/** The bearer token for API calls, straight from storage (SPEC §6). */
export function readToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) || null;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The stored shapes, checked by hand rather than with zod: this runs before the first paint, and
 * keeping zod off the sign-in page is worth ~7 KB gzip of its 150 KB budget.
 */
function isUserDetails(value: unknown): value is UserDetails {
  const v = value as Partial<UserDetails> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    isText(v.id) &&
    v.id !== '' &&
    isText(v.name) &&
    isText(v.phone) &&
    v.type === 'root'
  );
}

function isUserInfo(value: unknown): value is { expiresAt: number } {
  const expiresAt = (value as { expiresAt?: unknown } | null)?.expiresAt;
  return typeof expiresAt === 'number' && Number.isInteger(expiresAt) && expiresAt > 0;
}

/** The stored user and session end, or why they cannot be read (broken JSON, a wrong shape). */
function readRecord(s: Storage): { user: UserDetails; expiresAt: number } | Error {
  try {
    const user: unknown = JSON.parse(s.getItem(STORAGE_KEYS.userDetails) ?? 'null');
    const info: unknown = JSON.parse(s.getItem(STORAGE_KEYS.userInfo) ?? 'null');
    if (isUserDetails(user) && isUserInfo(info)) return { user, expiresAt: info.expiresAt };
  } catch (error) {
    return error as Error;
  }
  return new TypeError('Stored session is incomplete or has the wrong shape');
}

function corrupt(error: Error, repair: boolean): null {
  if (repair) {
    console.error('Stored session data is corrupt; signing out.', error);
    clearSession();
  }
  return null;
}

/**
 * Loads the stored session, when it is not locked: only an unlocked session makes calls. Nothing
 * stored means signed out. Anything unreadable (broken JSON, a wrong shape, a partial record) is
 * logged and removed, and the app starts signed out. With `{ repair: false }` (reading another
 * tab's change) an unreadable record is left alone.
 */
export function readSession({ repair = true }: { repair?: boolean } = {}): Session | null {
  const s = storage();
  if (!s || isLockStored()) return null;
  const token = s.getItem(STORAGE_KEYS.token);
  const stored = [STORAGE_KEYS.userDetails, STORAGE_KEYS.userInfo].map((key) => s.getItem(key));
  if (token === null && stored.every((value) => value === null)) return null;
  const record = readRecord(s);
  if (record instanceof Error) return corrupt(record, repair);
  return token ? { token, ...record } : corrupt(new TypeError('No token'), repair);
}

/**
 * The locked session's user and end, when the stored session is locked (its token is gone). A
 * lock over an unreadable record is corrupt like any, and removed unless `repair` is false.
 */
export function readLockedSession({ repair = true }: { repair?: boolean } = {}): Omit<
  Session,
  'token'
> | null {
  const s = storage();
  if (!s || !isLockStored()) return null;
  const record = readRecord(s);
  return record instanceof Error ? corrupt(record, repair) : record;
}
