/**
 * The bounds a deployment may set the session within (config.ts, config-check.ts): a module of
 * its own, so the configuration's lazy checker does not pull the live configuration apart from
 * the first chunk.
 */
/** The longest session a deployment may set (`sessionHours`): a 12-hour shift (OWASP ASVS 3.3). */
export const MAX_SESSION_HOURS = 12;
/** The longest idle time before the screen locks (`idleLockMinutes`); 0 turns the lock off. */
export const MAX_IDLE_LOCK_MINUTES = 60;
