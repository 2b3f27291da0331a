/** What a list screen asks for: SPEC §7 "List paging". */
export interface ListParams {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Column filters; empty ones are not sent. */
  filters?: Readonly<Record<string, FilterValue>>;
  /** Only where the area sorts on the server (appointments, examination statuses). */
  sort?: { column: string; direction: 'asc' | 'desc' };
}
export type FilterValue = string | number | boolean | null | undefined;
export type Filters = Readonly<Record<string, FilterValue>>;

/** One page as the app holds it, whatever shape the server answered in. */
export interface ListPage<T> {
  items: T[];
  /** The server's count where it sends one (`count`, `totalCount`); otherwise unknown. */
  total: number | undefined;
  /** With a total: whether rows remain after this page. Without: whether this page was full. */
  hasNextPage: boolean;
  page: number;
  pageSize: number;
  /**
   * Filters asked for but not sent: extensions of SPEC §7 the backend does not declare
   * (`api/extensions.ts`). The rows are not filtered by them.
   */
  withheld?: string[];
  /** Filters sent that the rows show the server ignored (`filter-checks.ts`): not filtered either. */
  ignored?: string[];
}

/** The page with some of its rows taken out (deleted ones): a known total drops by as many. */
export function withItems<T>(page: ListPage<T>, items: T[]): ListPage<T> {
  if (items === page.items) return page;
  const removed = page.items.length - items.length;
  return {
    ...page,
    items,
    total: page.total === undefined ? undefined : Math.max(0, page.total - removed),
  };
}

export const isEmptyFilter = (value: FilterValue) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Each non-empty filter, as the query parameters the API takes. */
export function filterParams(filters: Filters = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (!isEmptyFilter(value)) out[key] = typeof value === 'string' ? value.trim() : String(value);
  }
  return out;
}

/** limit = page size, skip = (page − 1) × page size, filters, and `sort=column*direction`. */
export function listSearchParams(params: ListParams, sortable: boolean): Record<string, string> {
  const page = Math.max(1, Math.floor(params.page));
  const out: Record<string, string> = {
    ...filterParams(params.filters),
    limit: String(params.pageSize),
    skip: String((page - 1) * params.pageSize),
  };
  if (sortable && params.sort) out.sort = `${params.sort.column}*${params.sort.direction}`;
  return out;
}

export function toListPage<T>(
  items: T[],
  total: number | undefined,
  params: ListParams,
): ListPage<T> {
  const hasNextPage =
    total === undefined
      ? items.length > 0 && items.length >= params.pageSize
      : params.page * params.pageSize < total;
  return { items, total, hasNextPage, page: params.page, pageSize: params.pageSize };
}
