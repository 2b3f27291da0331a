/**
 * A list's search params as its route types them, and what a screen keeps of them. A route
 * imports `listSearch` (list-search.ts), the one parser of a list's URL: route options are in
 * the app's first bundle, the sign-in page's, so this module holds only plain data and a filter.
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
  /** The list screen's drawer: a record id or "new". Not table state, but kept. */
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
 * What one screen keeps of its route's (already typed) search: the table's keys, a sort only by
 * a column it sorts, its own filter keys (date ranges as `<key>From` / `<key>To`, see
 * `filterKeysOf`) and `edit`. The route cannot know the screen's columns without loading the
 * screen, so this is the screen's to say; nothing is parsed again here.
 */
export function ownSearch(
  filterKeys: readonly string[],
  sortColumns: readonly string[],
): (search: TableSearch) => TableSearch {
  const filters = filterKeys.filter((key) => !NOT_FILTERS.has(key));
  return (search) => {
    const out: TableSearch = {};
    const { page, size, sort, dir, edit } = search;
    if (page !== undefined) out.page = page;
    if (size !== undefined) out.size = size;
    if (sort !== undefined && sortColumns.includes(sort)) {
      out.sort = sort;
      if (dir !== undefined) out.dir = dir;
    }
    if (edit !== undefined) out.edit = edit;
    for (const key of filters) if (search[key] !== undefined) out[key] = search[key];
    return out;
  };
}
