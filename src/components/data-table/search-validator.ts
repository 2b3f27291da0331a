import { text, whole } from '@/lib/search-schema';

/**
 * The screens' validator of their list's search params, and its constants. A route imports
 * `listSearch` (list-search.ts) instead: route options are in the app's first bundle, the
 * sign-in page's, and this module's validator is the screens' own.
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

/**
 * A screen's validator of its list's search: keeps valid table keys, the given filter keys
 * (date ranges as `<key>From` / `<key>To`, see `filterKeysOf`) and `edit`; drops the rest.
 * A bad value falls back to its default (is left out), never an error: a mistyped link still
 * opens the list.
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
