/**
 * The backend profile: everything the deployment says of the server the app talks to, in one
 * typed object. SPEC §7 is the default; each entry below is something a backend may declare
 * beyond it, in `config.json` (checked by `app/config-check.ts` before it gets here) or in the
 * build's `VITE_*` values. The data layer's adapters read it when they run, through `backend()`:
 *
 * - `extensions` the calls of SPEC §7's extensions it answers (`api/extensions.ts` lists them);
 * - `fields` its names for an area's fields (`resource/field-names.ts`);
 * - `values` its words for an area's field values, a status say (`resource/field-names.ts`);
 * - `search` the query parameter of its own free-text search, per area (`api/search.ts`);
 * - `lookups` a path that reads many of an area's records by id (`api/names`);
 * - `fetchAllConcurrency` how many pages a fetch-all may ask for at once (`resource/fetch-all.ts`);
 * - `minorUnits` the digits it keeps for a currency, where not ISO 4217's (`api/currency-units.ts`).
 *
 * A record may also carry the name of what it refers to (`api/names/embedded.ts`): read when
 * present, never declared. The profile is set once at start from the checked configuration
 * (`app/config.ts` `applyRuntimeConfig`); tests set it with `setBackend`.
 */

export type FieldMaps = Readonly<Record<string, Readonly<Record<string, string>>>>;
/** Per area, per field: the backend's word → the app's (`"payments": {"status": {"open": "pending"}}`). */
export type ValueMaps = Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>
>;

/**
 * Areas whose records other areas refer to by id and the app names one at a time: SPEC §7 reads
 * a patient only by id (`GET /api/customers/{id}`), so a page of 50 results costs up to 50 reads.
 * A deployment whose backend reads many at once declares the path in `config.json`'s `lookups`
 * (`{ "customers": "api/customer?_id={ids}" }`: `{ids}` becomes the ids, comma-separated); the
 * demo backend offers it. The rows it answers are checked against the ids asked for
 * (`api/names/name-reader.ts`): a server that ignored them is caught, and names are read one by
 * one again.
 */
export const LOOKUP_AREAS = ['customers'] as const;
export type LookupArea = (typeof LOOKUP_AREAS)[number];

/** What a deployment declares of its backend: `config.json`'s keys about it, all optional. */
export interface BackendDeclaration {
  /** Base URL of the API; another backend than the build's (and never the demo's). */
  apiUrl?: string;
  /** The extensions of SPEC §7 it offers (replacing the build's list). */
  extensions?: readonly string[];
  /** Per area (a resource's `name`): the app's field name → the backend's. */
  fields?: FieldMaps;
  /** Per area and field: the backend's words for the app's. */
  values?: ValueMaps;
  /** Per area: the query parameter its free-text search sends (default: contract column filters). */
  search?: Readonly<Record<string, string>>;
  /** Per area read one record at a time: a path that reads many by id (`{ids}`). */
  lookups?: Readonly<Record<string, string>>;
  /** Parallel page requests of a fetch-all, 1 to 16. */
  fetchAllConcurrency?: number;
  /** Per currency code: the digits after the decimal point it keeps, over ISO 4217's. */
  minorUnits?: Readonly<Record<string, number>>;
}

/** The backend as the data layer reads it: the build's values with the declaration applied. */
export interface BackendProfile {
  /** Base URL of the API, without a trailing slash; '' is this page's origin. */
  readonly apiUrl: string;
  /** The in-browser demo backend answers (MSW): a demo build with no backend named. */
  readonly demo: boolean;
  /** The extensions it offers: 'all' on the demo backend, which offers every one. */
  readonly extensions: ReadonlySet<string> | 'all';
  readonly fields: FieldMaps;
  readonly values: ValueMaps;
  readonly search: Readonly<Record<string, string>>;
  readonly lookups: Readonly<Record<string, string>>;
  /**
   * Page requests a fetch-all (CSV export, pickers that need every record) keeps in flight at
   * once when the server gives a total: enough to finish 2,000 patients in a fraction of the
   * sequential time, bounded so an export does not flood the server. 1 reads page after page.
   */
  readonly fetchAllConcurrency: number;
  /** Per currency code: the digits after the decimal point it keeps, where not ISO 4217's. */
  readonly minorUnits: Readonly<Record<string, number>>;
}

/**
 * Whether this build carries the in-browser demo backend: `npm start` and `npm run build:demo`
 * (any mode but `production`) without VITE_API_URL. `npm run build` never does, so a production
 * deployment that names no backend says so instead of quietly becoming a demo. Written out as
 * `import.meta.env` tests so the bundler folds it (an alias of import.meta.env would defeat that).
 */
export const DEMO_BUILD: boolean =
  import.meta.env.MODE !== 'production' && !import.meta.env.VITE_API_URL;

/**
 * The demo backend's batch read of patients by id (it offers every extension): the comma-separated
 * ids as the `_id` filter of the patients' list.
 */
const DEMO_LOOKUPS: Readonly<Record<string, string>> = DEMO_BUILD
  ? { customers: 'api/customer?_id={ids}' }
  : {};

const concurrency = Number(import.meta.env.VITE_FETCH_ALL_CONCURRENCY);

/** The backend the build names, before any `config.json`. */
const BUILD: BackendProfile = Object.freeze({
  apiUrl: (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, ''),
  demo: DEMO_BUILD,
  // Every extension on the demo backend; else those `VITE_API_EXTENSIONS` lists.
  extensions: DEMO_BUILD
    ? 'all'
    : new Set((import.meta.env.VITE_API_EXTENSIONS ?? '').split(/[\s,]+/).filter(Boolean)),
  fields: {},
  values: {},
  search: {},
  lookups: DEMO_LOOKUPS,
  fetchAllConcurrency:
    Number.isInteger(concurrency) && concurrency >= 1 && concurrency <= 16 ? concurrency : 8,
  minorUnits: {},
});

/** The profile of a (checked) declaration: what it leaves out keeps the build's value. */
export function profileOf(declared: BackendDeclaration): BackendProfile {
  // Another backend than the build's: it offers what it declares, nothing assumed.
  const elsewhere = !!declared.apiUrl;
  const demo = BUILD.demo && !elsewhere;
  return Object.freeze({
    apiUrl: elsewhere ? declared.apiUrl!.replace(/\/+$/, '') : BUILD.apiUrl,
    demo,
    extensions: declared.extensions
      ? new Set(declared.extensions)
      : elsewhere && BUILD.demo
        ? new Set<string>()
        : BUILD.extensions,
    fields: declared.fields ?? {},
    values: declared.values ?? {},
    search: declared.search ?? {},
    lookups: declared.lookups ?? (demo ? DEMO_LOOKUPS : {}),
    fetchAllConcurrency: declared.fetchAllConcurrency || BUILD.fetchAllConcurrency,
    minorUnits: declared.minorUnits ?? {},
  });
}

let current: BackendProfile = BUILD;

/** The deployment's backend (set at start; read when used, never kept from before the start). */
export const backend = (): BackendProfile => current;

/**
 * Sets the backend from a checked declaration (`{}`: the build's own). Called once at start by
 * `applyRuntimeConfig`; tests call it to play a deployment and again with `{}` after.
 */
export function setBackend(declared: BackendDeclaration = {}): BackendProfile {
  current = profileOf(declared);
  return current;
}
