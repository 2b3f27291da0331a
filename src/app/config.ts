/**
 * The app's configuration: the build's `VITE_*` values (README "Configuration", .env.example),
 * overridden at start by an optional `config.json` beside index.html (`runtime-config.ts`), so
 * one build serves every deployment. The values are live bindings: read them when used, not
 * once at import. Each variable is written out as `import.meta.env.X` so the bundler replaces
 * it with its value and drops dead branches (an alias of import.meta.env would defeat that).
 */

/** Base URL of the backend API; empty means "same origin" and turns demo mode on. */
export let API_URL: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

/**
 * Whether this build carries the in-browser demo backend: `npm start` and `npm run build:demo`
 * (any mode but `production`) without VITE_API_URL. `npm run build` never does, so a production
 * deployment that names no backend says so instead of quietly becoming a demo. Written out as
 * `import.meta.env` tests wherever a branch must fold away (main.tsx), as here.
 */
export const DEMO_BUILD: boolean =
  import.meta.env.MODE !== 'production' && !import.meta.env.VITE_API_URL;

/**
 * Demo mode: a demo build with no backend configured runs on its in-browser demo backend (MSW).
 * A `config.json` naming an `apiUrl` turns it off; nothing turns it on in a production build.
 */
export let DEMO_MODE: boolean = DEMO_BUILD;

import { MAX_IDLE_LOCK_MINUTES, MAX_SESSION_HOURS } from './limits';

export { MAX_IDLE_LOCK_MINUTES, MAX_SESSION_HOURS };

const hours = Number(import.meta.env.VITE_SESSION_HOURS);
/**
 * How long a session lasts at most, whatever the token's `exp` says (default: one 8-hour shift,
 * at most MAX_SESSION_HOURS).
 */
export let SESSION_LENGTH_MS: number =
  (Number.isFinite(hours) && hours > 0 ? Math.min(hours, MAX_SESSION_HOURS) : 8) * 3_600_000;

const idle = Number(import.meta.env.VITE_IDLE_LOCK_MINUTES ?? 10);
/**
 * Time without input after which every tab of the app locks (default 10 minutes; 0: never).
 * HIPAA's automatic logoff and ASVS 3.3 ask for one on a shared workstation.
 */
export let IDLE_LOCK_MS: number =
  (Number.isInteger(idle) && idle >= 0 && idle <= MAX_IDLE_LOCK_MINUTES ? idle : 10) * 60_000;

export { APP_KEY } from './app-key';

/**
 * The seeded demo account, offered on the sign-in page in demo mode only. Folds to null in a
 * build with VITE_API_URL set, so no fixture reaches a production bundle.
 */
export let DEMO_ACCOUNT: { phone: string; password: string } | null =
  import.meta.env.MODE !== 'production' && !import.meta.env.VITE_API_URL
    ? { phone: '0700000001', password: 'demo1234' }
    : null;

/**
 * List screens fetch the page after the one shown, so "next" is instant (default). `false` spares
 * a slow or metered backend the extra request; the benchmark builds both ways to compare.
 */
export let PREFETCH_NEXT_PAGE: boolean = import.meta.env.VITE_PREFETCH_NEXT_PAGE !== 'false';

const concurrency = Number(import.meta.env.VITE_FETCH_ALL_CONCURRENCY);
/**
 * Page requests a fetch-all (CSV export, pickers that need every record) keeps in flight at once
 * when the server gives a total: enough to finish 2,000 patients in a fraction of the sequential
 * time, bounded so an export does not flood the server. 1 reads page after page.
 */
export let FETCH_ALL_CONCURRENCY: number =
  Number.isInteger(concurrency) && concurrency >= 1 && concurrency <= 16 ? concurrency : 8;

/** The clinic's name on the waiting-room display and printed tickets (default: the app's name). */
export const CLINIC_NAME: string = (import.meta.env.VITE_CLINIC_NAME ?? '').trim();

export type FieldMaps = Readonly<Record<string, Readonly<Record<string, string>>>>;
/** Per area, per field: the backend's word → the app's (`"payments": {"status": {"open": "pending"}}`). */
export type ValueMaps = Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>
>;

/** What `config.json` may set (validated before it gets here: `config-check.ts`). */
export interface RuntimeConfig {
  apiUrl?: string;
  sessionHours?: number;
  /** Minutes without input before the screen locks, 0 (never) to MAX_IDLE_LOCK_MINUTES. */
  idleLockMinutes?: number;
  prefetchNextPage?: boolean;
  /** Parallel page requests of a fetch-all, 1 to 16. */
  fetchAllConcurrency?: number;
  /** Per area (a resource's `name`): the app's field name → the backend's. */
  fields?: FieldMaps;
  /** The extensions of SPEC §7 the backend offers (`api/extensions.ts`). */
  extensions?: readonly string[];
  /** Per area: the query parameter its free-text search sends (default: contract column filters). */
  search?: Readonly<Record<string, string>>;
  /** Per area and field: the backend's words for the app's. */
  values?: ValueMaps;
  /** Per area read one record at a time: a path that reads many by id (`{ids}`). */
  lookups?: Readonly<Record<string, string>>;
  /** Per currency code: the digits after the decimal point the backend keeps, over ISO 4217's. */
  minorUnits?: Readonly<Record<string, number>>;
}

/**
 * The extensions the backend offers, from the build: every one on the demo backend (it offers
 * them all), else those `VITE_API_EXTENSIONS` lists (comma- or space-separated names).
 */
const buildExtensions = (): ReadonlySet<string> | 'all' =>
  DEMO_BUILD
    ? 'all'
    : new Set((import.meta.env.VITE_API_EXTENSIONS ?? '').split(/[\s,]+/).filter(Boolean));

let extensions: ReadonlySet<string> | 'all' = buildExtensions();
/** Whether the backend offers an extension of SPEC §7 (see `api/extensions.ts`). */
export const extensionDeclared = (name: string) => extensions === 'all' || extensions.has(name);

let fieldMaps: FieldMaps = {};
/** The backend's names for an area's fields, where `config.json` renames some. */
export const fieldMapOf = (area: string) => fieldMaps[area];

let valueMaps: ValueMaps = {};
/** The backend's words for an area's field values, where `config.json` maps some. */
export const valueMapOf = (area: string) => valueMaps[area];

let searchParams: Readonly<Record<string, string>> = {};
/** The query parameter an area's free-text search sends, where `config.json` names one. */
export const searchParamOf = (area: string): string | undefined => searchParams[area];

/**
 * The demo backend's batch read of patients by id (it offers every extension): the comma-separated
 * ids as the `_id` filter of the patients' list.
 */
const DEMO_LOOKUPS: Readonly<Record<string, string>> = DEMO_BUILD
  ? { customers: 'api/customer?_id={ids}' }
  : {};
let lookups: Readonly<Record<string, string>> = DEMO_MODE ? DEMO_LOOKUPS : {};
/**
 * The path that reads many of an area's records by id (`{ids}`: their ids, comma-separated),
 * where the deployment declares one (config.json `lookups`; the demo backend has one for
 * patients). Without it, names are read one record at a time, as SPEC §7 offers.
 */
export const lookupOf = (area: string): string | undefined => lookups[area];

let minorUnitOverrides: Readonly<Record<string, number>> = {};
/** The digits a deployment's backend keeps for a currency, where config.json sets them. */
export const minorUnitOverride = (code: string): number | undefined => minorUnitOverrides[code];

const BUILD = {
  API_URL,
  DEMO_MODE,
  SESSION_LENGTH_MS,
  IDLE_LOCK_MS,
  DEMO_ACCOUNT,
  PREFETCH_NEXT_PAGE,
  FETCH_ALL_CONCURRENCY,
};

/**
 * Applies a validated `config.json` over the build's values; what it leaves out keeps them.
 * (Applying `{}` puts the build's values back: tests do.)
 */
export function applyRuntimeConfig(config: RuntimeConfig) {
  ({
    API_URL,
    DEMO_MODE,
    SESSION_LENGTH_MS,
    IDLE_LOCK_MS,
    DEMO_ACCOUNT,
    PREFETCH_NEXT_PAGE,
    FETCH_ALL_CONCURRENCY,
  } = BUILD);
  extensions = buildExtensions();
  if (config.apiUrl) {
    API_URL = config.apiUrl.replace(/\/+$/, '');
    // Another backend than the demo's: it offers what it declares, nothing assumed.
    if (DEMO_MODE) extensions = new Set();
    DEMO_MODE = false;
    DEMO_ACCOUNT = null;
  }
  if (config.extensions) extensions = new Set(config.extensions);
  // Validated: above 0, at most MAX_SESSION_HOURS.
  if (config.sessionHours) SESSION_LENGTH_MS = config.sessionHours * 3_600_000;
  // Validated: a whole number of minutes, 0 (never) to MAX_IDLE_LOCK_MINUTES.
  if (config.idleLockMinutes !== undefined) IDLE_LOCK_MS = config.idleLockMinutes * 60_000;
  if (config.prefetchNextPage !== undefined) PREFETCH_NEXT_PAGE = config.prefetchNextPage;
  if (config.fetchAllConcurrency) FETCH_ALL_CONCURRENCY = config.fetchAllConcurrency;
  fieldMaps = config.fields ?? {};
  valueMaps = config.values ?? {};
  searchParams = config.search ?? {};
  lookups = config.lookups ?? (DEMO_MODE ? DEMO_LOOKUPS : {});
  minorUnitOverrides = config.minorUnits ?? {};
}
