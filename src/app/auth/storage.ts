import * as z from 'zod/mini';
import { APP_KEY } from '@/app/config';
import { userDetailsSchema, userInfoSchema, type Session } from './session';

/**
 * The one module that owns the stored session: the token, the user details and the session
 * record `userInfo` (SPEC §3, §4). Everything else reads and writes through these functions.
 */
export const STORAGE_KEYS = {
  token: `${APP_KEY}.token`,
  userDetails: `${APP_KEY}.userDetails`,
  userInfo: `${APP_KEY}.userInfo`,
} as const;

const storage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

export function clearSession(): void {
  const s = storage();
  for (const key of Object.values(STORAGE_KEYS)) s?.removeItem(key);
}

export function writeSession(session: Session): void {
  const s = storage();
  s?.setItem(STORAGE_KEYS.token, session.token);
  s?.setItem(STORAGE_KEYS.userDetails, JSON.stringify(session.user));
  s?.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ expiresAt: session.expiresAt }));
}

/** The bearer token for API calls, straight from storage (SPEC §6). */
export function readToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) || null;
}

const storedSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userDetails: userDetailsSchema,
  userInfo: userInfoSchema,
});

/**
 * Loads the stored session. Nothing stored means signed out. Anything unreadable (broken JSON, a
 * wrong shape, a partial record) is logged and removed, and the app starts signed out.
 */
export function readSession(): Session | null {
  const s = storage();
  if (!s) return null;
  const raw = {
    token: s.getItem(STORAGE_KEYS.token),
    userDetails: s.getItem(STORAGE_KEYS.userDetails),
    userInfo: s.getItem(STORAGE_KEYS.userInfo),
  };
  if (raw.token === null && raw.userDetails === null && raw.userInfo === null) return null;
  try {
    const parsed = storedSchema.parse({
      token: raw.token,
      userDetails: raw.userDetails === null ? null : JSON.parse(raw.userDetails),
      userInfo: raw.userInfo === null ? null : JSON.parse(raw.userInfo),
    });
    return {
      token: parsed.token,
      user: parsed.userDetails,
      expiresAt: parsed.userInfo.expiresAt,
    };
  } catch (error) {
    console.error('Stored session data is corrupt; signing out.', error);
    clearSession();
    return null;
  }
}
