/**
 * The deployment's settings for the app itself: the build's `VITE_*` values (README
 * "Configuration", .env.example), overridden at start by an optional `config.json` beside
 * index.html (`app/runtime-config.ts`), so one build serves every deployment. What it says of
 * the backend (its address, extensions, names, words, lookups) is the backend profile
 * (`api/backend.ts`); the rest is here, read through `settings()` when used, not once at import.
 * Every layer may read it; only the start sets it. Each variable is written out as
 * `import.meta.env.X` so the bundler replaces it with its value and drops dead branches (an
 * alias of import.meta.env would defeat that).
 */
import { idleLockMinutesOf, MAX_SESSION_HOURS } from './limits';

/**
 * The seeded demo account, offered on the sign-in page in demo mode only. Folds to null in a
 * build with VITE_API_URL set, so no fixture reaches a production bundle.
 */
export const DEMO_CREDENTIALS: { phone: string; password: string } | null =
  import.meta.env.MODE !== 'production' && !import.meta.env.VITE_API_URL
    ? { phone: '0700000001', password: 'demo1234' }
    : null;

/** The clinic's name on the waiting-room display and printed tickets (default: the app's name). */
export const CLINIC_NAME: string = (import.meta.env.VITE_CLINIC_NAME ?? '').trim();

export interface Settings {
  /**
   * How long a session lasts at most, whatever the token's `exp` says (default: one 8-hour
   * shift, at most MAX_SESSION_HOURS).
   */
  readonly sessionLengthMs: number;
  /**
   * Time without input after which every tab of the app locks (default 10 minutes; 0: never).
   * HIPAA's automatic logoff and ASVS 3.3 ask for one on a shared workstation.
   */
  readonly idleLockMs: number;
  /**
   * List screens fetch the page after the one shown, so "next" is instant (default). `false`
   * spares a slow or metered backend the extra request; the benchmark builds both ways.
   */
  readonly prefetchNextPage: boolean;
  /**
   * The laboratory's four-eyes rule: the person who entered a result's value may not validate
   * it (default on; `labFourEyes: false` in config.json for a laboratory of one person).
   */
  readonly labFourEyes: boolean;
  /** The demo account the sign-in page offers: on the demo backend only. */
  readonly demoAccount: { phone: string; password: string } | null;
}

const hours = Number(import.meta.env.VITE_SESSION_HOURS);

/** The build's settings, before any `config.json`. */
const BUILD: Settings = Object.freeze({
  sessionLengthMs:
    (Number.isFinite(hours) && hours > 0 ? Math.min(hours, MAX_SESSION_HOURS) : 8) * 3_600_000,
  idleLockMs: idleLockMinutesOf(import.meta.env.VITE_IDLE_LOCK_MINUTES) * 60_000,
  prefetchNextPage: import.meta.env.VITE_PREFETCH_NEXT_PAGE !== 'false',
  labFourEyes: true,
  demoAccount: DEMO_CREDENTIALS,
});

let current: Settings = BUILD;

/** The deployment's settings (set at start by `applySettings`; read when used). */
export const settings = (): Settings => current;

/** What `config.json` may set of the settings (validated before it gets here: `app/config-check.ts`). */
export interface SettingsDeclaration {
  sessionHours?: number;
  /** Minutes without input before the screen locks, 0 (never) to MAX_IDLE_LOCK_MINUTES. */
  idleLockMinutes?: number;
  prefetchNextPage?: boolean;
  labFourEyes?: boolean;
}

/**
 * Sets the deployment's settings over the build's; what `declared` leaves out keeps them
 * (`{}` puts the build's values back). `demo`: whether the demo backend answers (the backend
 * profile says), for the demo account. Called by the start (`app/config.ts`), once.
 */
export function applySettings(declared: SettingsDeclaration, demo: boolean) {
  const { sessionHours, idleLockMinutes, prefetchNextPage, labFourEyes } = declared;
  current = Object.freeze({
    // Validated: above 0, at most MAX_SESSION_HOURS.
    sessionLengthMs: sessionHours ? sessionHours * 3_600_000 : BUILD.sessionLengthMs,
    // Validated: a whole number of minutes, 0 (never) to MAX_IDLE_LOCK_MINUTES.
    idleLockMs: idleLockMinutes !== undefined ? idleLockMinutes * 60_000 : BUILD.idleLockMs,
    prefetchNextPage: prefetchNextPage ?? BUILD.prefetchNextPage,
    labFourEyes: labFourEyes ?? BUILD.labFourEyes,
    // Another backend than the demo's: no demo account to offer.
    demoAccount: demo ? BUILD.demoAccount : null,
  });
}
