/**
 * Build-time configuration, read once. See README "Configuration" and .env.example.
 * Each variable is written out as `import.meta.env.X` so the bundler replaces it with its value
 * and drops dead branches (an alias of import.meta.env would defeat that).
 */

/** Base URL of the backend API; empty means "same origin" and turns demo mode on. */
export const API_URL: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

/**
 * Demo mode: no backend configured, so the app runs on its in-browser demo backend (MSW).
 * A literal comparison so that production builds with VITE_API_URL set drop every demo import.
 */
export const DEMO_MODE: boolean = !import.meta.env.VITE_API_URL;

const hours = Number(import.meta.env.VITE_SESSION_HOURS);
/** Session length when the login token carries no `exp` claim (default: one 8-hour shift). */
export const SESSION_LENGTH_MS: number =
  (Number.isFinite(hours) && hours > 0 ? hours : 8) * 60 * 60 * 1000;

/** Prefix of every key this app writes to browser storage. */
export const APP_KEY = 'clinic-admin';

/**
 * The seeded demo account, offered on the sign-in page in demo mode only. Folds to null in a
 * build with VITE_API_URL set, so no fixture reaches a production bundle.
 */
export const DEMO_ACCOUNT: { phone: string; password: string } | null = DEMO_MODE
  ? { phone: '0700000001', password: 'demo1234' }
  : null;

/**
 * List screens fetch the page after the one shown, so "next" is instant (default). `false` spares
 * a slow or metered backend the extra request; the benchmark builds both ways to compare.
 */
export const PREFETCH_NEXT_PAGE: boolean = import.meta.env.VITE_PREFETCH_NEXT_PAGE !== 'false';

/** The clinic's name as receipts print it (empty: the app's own name). */
export const CLINIC_NAME: string = import.meta.env.VITE_CLINIC_NAME ?? '';
