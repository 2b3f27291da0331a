/**
 * The bounds a deployment may set the session within (config.ts, config-check.ts): a module of
 * its own, so the configuration's lazy checker does not pull the live configuration apart from
 * the first chunk.
 */
/** The longest session a deployment may set (`sessionHours`): a 12-hour shift (OWASP ASVS 3.3). */
export const MAX_SESSION_HOURS = 12;
/** The longest idle time before the screen locks (`idleLockMinutes`); 0 turns the lock off. */
export const MAX_IDLE_LOCK_MINUTES = 60;

/** The idle time when none is set (a build's `VITE_IDLE_LOCK_MINUTES`, config.json's). */
export const DEFAULT_IDLE_LOCK_MINUTES = 10;

/**
 * The build's idle time from `VITE_IDLE_LOCK_MINUTES`. Only a deliberate whole number turns the
 * lock off (`0`): an empty value (`VITE_IDLE_LOCK_MINUTES=` in a .env, a CI variable set to
 * nothing), blanks or anything not a whole number from 0 to the maximum is the default, never
 * "off" (`Number('')` is 0).
 */
export function idleLockMinutesOf(raw: string | undefined): number {
  const text = raw?.trim() ?? '';
  const minutes = /^\d+$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(minutes) && minutes <= MAX_IDLE_LOCK_MINUTES
    ? minutes
    : DEFAULT_IDLE_LOCK_MINUTES;
}
