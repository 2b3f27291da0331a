import type { ListParams } from '@/api/define-resource';
import {
  DEFAULT_PAGE_SIZE,
  NOT_FILTERS,
  type TableDefaults,
  type TableSearch,
} from './search-validator';
import type { DataColumn, DataTableState } from './types';

export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  TABLE_KEYS,
  ownSearch,
  type TableDefaults,
  type TableSearch,
} from './search-validator';

/** The table state a (validated) search describes. */
export function searchToState(search: TableSearch, defaults: TableDefaults = {}): DataTableState {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(search))
    if (!NOT_FILTERS.has(key) && value !== undefined && String(value) !== '')
      filters[key] = String(value);
  return {
    page: typeof search.page === 'number' ? search.page : 1,
    pageSize:
      typeof search.size === 'number' ? search.size : (defaults.pageSize ?? DEFAULT_PAGE_SIZE),
    filters,
    ...(typeof search.sort === 'string' && {
      sort: { column: search.sort, direction: search.dir === 'desc' ? 'desc' : 'asc' },
    }),
  };
}

/** The search a table state writes: defaults are left out so plain lists keep plain URLs. */
export function stateToSearch(state: DataTableState, defaults: TableDefaults = {}): TableSearch {
  const out: TableSearch = {};
  if (state.page > 1) out.page = state.page;
  if (state.pageSize !== (defaults.pageSize ?? DEFAULT_PAGE_SIZE)) out.size = state.pageSize;
  if (state.sort) {
    out.sort = state.sort.column;
    out.dir = state.sort.direction;
  }
  for (const [key, value] of Object.entries(state.filters))
    if (value.trim() !== '' && !NOT_FILTERS.has(key)) out[key] = value;
  return out;
}

/** The URL keys of the columns' filters: `<key>` or `<key>From` and `<key>To`. */
export const filterKeysOf = <T>(columns: readonly DataColumn<T>[]): string[] =>
  columns.flatMap((column) => {
    if (!column.filter) return [];
    const key = column.filterKey ?? column.id;
    return column.filter.kind === 'dateRange' ? [`${key}From`, `${key}To`] : [key];
  });

export const sortColumnsOf = <T>(columns: readonly DataColumn<T>[]): string[] =>
  columns.filter((column) => column.sortable).map((column) => column.id);

/** The engine's list params for a state; the sort goes to the server only where it sorts. */
export const listParamsOf = (state: DataTableState, serverSort: boolean): ListParams => ({
  page: state.page,
  pageSize: state.pageSize,
  filters: state.filters,
  ...(serverSort && state.sort && { sort: state.sort }),
});
