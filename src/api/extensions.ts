import { backend } from './backend';

/**
 * The calls the app may make beyond SPEC §7 (DESIGN.md "The contract and its extensions"). The
 * contract is the default: a screen sends one of these only when the deployment declares that
 * its backend offers it (`config.json`'s `extensions`, or the build's `VITE_API_EXTENSIONS`; the
 * demo backend offers every one). Without it, the screen works without or says in its place
 * what it needs (`common:extensions.<name>.needs`). Where the answer can be checked against what
 * was asked, it is (`resource/filter-checks.ts`).
 *
 * What else a backend may declare (its field names, its words, a search parameter, a batch
 * lookup) is in the backend profile with the extensions it offers: `api/backend.ts`.
 */
export const EXTENSIONS = {
  /** `<field>From` / `<field>To` (YYYY-MM-DD, calendar days) on any list: records within those days. */
  dateRange: { params: '<field>From, <field>To' },
  /** `flag=out|high|low|normal` on `GET /api/results`: the value against the result's own range. */
  resultFlag: { params: 'flag' },
  /** The mail API of our own: `/api/emails…` (README "The mail API"). */
  mail: { params: '/api/emails…' },
  /** A user's saved views of a table, kept on the server: `/api/saved-views/{table}` (api/saved-views.ts). */
  savedViews: { params: '/api/saved-views/{table}' },
} as const;

export type Extension = keyof typeof EXTENSIONS;
export const EXTENSION_NAMES = Object.keys(EXTENSIONS) as Extension[];

/** Whether the deployment's backend offers `name` (read when used: config.json is read at start). */
export const hasExtension = (name: Extension): boolean => {
  const { extensions } = backend();
  return extensions === 'all' || extensions.has(name);
};

/** The translation key of what a screen says in place of something that needs `name`. */
export const extensionNeedsKey = (name: Extension) => `common:extensions.${name}.needs` as const;
