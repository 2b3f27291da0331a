import * as z from 'zod/mini';
import type { ListParams } from '@/api/define-resource';
import type { DataColumn, DataTableState } from './types';

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
const NOT_FILTERS = new Set<string>([...TABLE_KEYS, 'edit']);

// The router turns `?lastName=123` into the number 123 and `?paid=true` into a boolean: a filter
// is text whatever the URL's JSON-ish parsing made of it.
const text = z.pipe(
  z.union([z.string(), z.number(), z.boolean()]),
  z.transform((value) => String(value).trim()),
);
const filterValue = z.pipe(text, z.string().check(z.minLength(1), z.maxLength(200)));
const whole = z.pipe(
  z.pipe(z.union([z.number(), z.string()]), z.transform(Number)),
  z.int().check(z.minimum(1)),
);
/** A bad value is dropped, never an error: a mistyped link still opens the list. */
const orDrop = <S extends z.ZodMiniType>(schema: S) => z.catch(z.optional(schema), undefined);

/**
 * A route's `validateSearch` for a list screen: keeps valid table keys, the given filter keys
 * (date ranges as `<key>From` / `<key>To`, see `filterKeysOf`) and `edit`; drops the rest.
 */
export function tableSearchValidator(
  filterKeys: readonly string[],
  sortColumns: readonly string[],
): (raw: Record<string, unknown>) => TableSearch {
  const shape: Record<string, z.ZodMiniType> = {
    page: orDrop(whole),
    size: orDrop(z.pipe(whole, z.int().check(z.refine((n) => PAGE_SIZES.some((s) => s === n))))),
    sort: orDrop(z.pipe(text, z.string().check(z.refine((c) => sortColumns.includes(c))))),
    dir: orDrop(z.enum(['asc', 'desc'])),
    edit: orDrop(filterValue),
  };
  for (const key of filterKeys) if (!NOT_FILTERS.has(key)) shape[key] = orDrop(filterValue);
  const schema = z.object(shape);

  return (raw) => {
    const parsed = schema.safeParse(raw);
    const out: TableSearch = {};
    if (!parsed.success) return out;
    for (const [key, value] of Object.entries(parsed.data))
      if (value !== undefined) out[key] = value as string | number;
    if (out.sort === undefined) delete out.dir;
    return out;
  };
}

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
