import { extensionDeclared } from '@/app/config';

/**
 * Everything the app may ask of a server beyond SPEC §7 (DESIGN.md "The contract and its
 * extensions"), declared here once. The contract is the default: a screen sends one of these
 * only when the deployment declares that its backend offers it (`config.json`'s `extensions`,
 * or the build's `VITE_API_EXTENSIONS`; the demo backend offers every one). Without it, the
 * screen works without or says in its place what it needs (`common:extensions.<name>.needs`).
 * Where the answer can be checked against what was asked, it is (`resource/filter-checks.ts`).
 *
 * More go beyond the contract and are declared by their own `config.json` keys, since they name
 * something of the backend's: `search.<area>` (a free-text parameter such as `q`, instead of the
 * contract's column filters), `values` (the backend's words for the app's) and `lookups.<area>`
 * (below). And a record may carry the name of what it refers to (`api/names/embedded.ts`).
 */
export const EXTENSIONS = {
  /** `<field>From` / `<field>To` (YYYY-MM-DD, calendar days) on any list: records within those days. */
  dateRange: { params: '<field>From, <field>To' },
  /** `flag=out|high|low|normal` on `GET /api/results`: the value against the result's own range. */
  resultFlag: { params: 'flag' },
  /** The mail API of our own: `/api/emails…` (README "The mail API"). */
  mail: { params: '/api/emails…' },
} as const;

export type Extension = keyof typeof EXTENSIONS;
export const EXTENSION_NAMES = Object.keys(EXTENSIONS) as Extension[];

/** Whether the deployment's backend offers `name` (read when used: config.json is read at start). */
export const hasExtension = (name: Extension): boolean => extensionDeclared(name);

/** The translation key of what a screen says in place of something that needs `name`. */
export const extensionNeedsKey = (name: Extension) => `common:extensions.${name}.needs` as const;

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
