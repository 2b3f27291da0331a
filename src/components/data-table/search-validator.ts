/**
 * The validator of list screens' search params, alone in its module: route options are in the
 * app's first bundle (the sign-in page's, 150 KB budget), so a route file should import this
 * module rather than table-search.ts, which re-exports it with the table-state conversions.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/**
 * A list screen's search params. Flat keys keep shared links short and readable
 * (`?page=3&lastName=Haddad`); filter keys sit beside the table's own.
 */
export interface TableSearch {
  page?: number;
  size?: number;
  sort?: string;
  dir?: 'asc' | 'desc';
  /** The list screen's drawer: a record id or "new". Not table state, but kept by the validator. */
  edit?: string;
  [filterKey: string]: string | number | undefined;
}

/** What a screen may set apart from the app-wide defaults. */
export interface TableDefaults {
  pageSize?: number;
}

/** The table's own keys; everything else in a TableSearch is a filter or `edit`. */
export const TABLE_KEYS = ['page', 'size', 'sort', 'dir'] as const;
export const NOT_FILTERS = new Set<string>([...TABLE_KEYS, 'edit']);

// The router turns `?lastName=123` into the number 123 and `?paid=true` into a boolean: a filter
// is text whatever the URL's JSON-ish parsing made of it. Objects and arrays are garbage.
function text(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
    return undefined;
  const out = String(value).trim();
  return out !== '' && out.length <= 200 ? out : undefined;
}

function whole(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/**
 * A route's `validateSearch` for a list screen: keeps valid table keys, the given filter keys
 * (date ranges as `<key>From` / `<key>To`, see `filterKeysOf`) and `edit`; drops the rest.
 * A bad value falls back to its default (is left out), never an error: a mistyped link still
 * opens the list. Plain functions rather than zod, like the email area's: route options are in
 * the app's first bundle, and the sign-in page must not carry zod (README, 150 KB budget).
 */
export function tableSearchValidator(
  filterKeys: readonly string[],
  sortColumns: readonly string[],
): (raw: Record<string, unknown>) => TableSearch {
  const filters = filterKeys.filter((key) => !NOT_FILTERS.has(key));
  return (raw) => {
    const out: TableSearch = {};
    if (!raw || typeof raw !== 'object') return out;
    const page = whole(raw.page);
    const size = whole(raw.size);
    const sort = text(raw.sort);
    if (page !== undefined) out.page = page;
    if (size !== undefined && PAGE_SIZES.some((s) => s === size)) out.size = size;
    if (sort !== undefined && sortColumns.includes(sort)) {
      out.sort = sort;
      if (raw.dir === 'asc' || raw.dir === 'desc') out.dir = raw.dir;
    }
    const edit = text(raw.edit);
    if (edit !== undefined) out.edit = edit;
    for (const key of filters) {
      const value = text(raw[key]);
      if (value !== undefined) out[key] = value;
    }
    return out;
  };
}
