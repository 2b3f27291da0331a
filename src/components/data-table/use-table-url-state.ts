import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  searchToState,
  stateToSearch,
  TABLE_KEYS,
  tableSearchValidator,
  type TableDefaults,
  type TableSearch,
} from './table-search';
import type { DataTableState } from './types';

export interface TableUrlOptions extends TableDefaults {
  /**
   * Whether a new sort starts again at page 1 (default true). Pass false where sorting is
   * within the shown page (`serverSort={false}`): re-sorting page 3 should stay on page 3.
   */
  sortResetsPage?: boolean;
}

const isTableKey = (key: string) => (TABLE_KEYS as readonly string[]).includes(key);
const storageKey = (tableId: string) => `clinic-admin.table.${tableId}.search`;

/** The view this tab last showed of a list (the route's loader starts from it too). */
export function remembered(tableId: string): TableSearch | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey(tableId)) ?? 'null');
    return value && typeof value === 'object' ? (value as TableSearch) : null;
  } catch {
    return null;
  }
}

const sameFilters = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? '').trim() === (b[key] ?? '').trim());
};
const sameSort = (a: DataTableState['sort'], b: DataTableState['sort']) =>
  a?.column === b?.column && a?.direction === b?.direction;

/**
 * A list's table state in the URL (so links, reloads and back/forward show the same view), and
 * in this tab's session storage, so leaving a list and coming back finds it as it was left.
 * Pass stable `filterKeys`/`sortColumns` (module constants, see `filterKeysOf`).
 */
export function useTableUrlState(
  tableId: string,
  filterKeys: readonly string[],
  sortColumns: readonly string[],
  options: TableUrlOptions = {},
) {
  const { pageSize, sortResetsPage = true } = options;
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const validate = useMemo(
    () => tableSearchValidator(filterKeys, sortColumns),
    [filterKeys, sortColumns],
  );
  const search = useMemo(() => validate(raw), [validate, raw]);
  const urlIsPlain = [...TABLE_KEYS, ...filterKeys].every((key) => search[key] === undefined);

  // Entered with a plain URL while this tab remembers a view: show that view at once (no
  // request for page 1 first) while the URL catches up.
  const [restoring, setRestoring] = useState(() =>
    urlIsPlain ? validate(remembered(tableId) ?? {}) : null,
  );
  const shown = restoring && Object.keys(restoring).length > 0 ? restoring : null;
  const parsed = useMemo(
    () => searchToState(shown ? { ...search, ...shown } : search, { pageSize }),
    [search, shown, pageSize],
  );
  // The same filters and sort keep the same objects from one URL to the next, so a change of
  // page re-renders neither the filters nor the column headers.
  const filtersKey = JSON.stringify(parsed.filters);
  const filters = useMemo(() => JSON.parse(filtersKey) as Record<string, string>, [filtersKey]);
  const { column: sortColumn, direction } = parsed.sort ?? {};
  const state = useMemo<DataTableState>(
    () => ({
      page: parsed.page,
      pageSize: parsed.pageSize,
      filters,
      ...(sortColumn && { sort: { column: sortColumn, direction: direction ?? 'asc' } }),
    }),
    [parsed.page, parsed.pageSize, filters, sortColumn, direction],
  );

  /** Rewrites the table's keys from the latest search (`table` maps it to the new ones). */
  const write = useCallback(
    (table: (latest: Record<string, unknown>) => TableSearch, replace: boolean) =>
      navigate({
        to: '.',
        // The table's keys are rewritten whole (bad ones go); others' keys (the drawer's
        // `edit`, the app's `lng`) are left as they are.
        search: ((prev: Record<string, unknown>) => {
          const kept = Object.entries(prev).filter(
            ([key]) => !isTableKey(key) && !filterKeys.includes(key),
          );
          return { ...Object.fromEntries(kept), ...table(prev) };
        }) as never,
        replace,
      }),
    [navigate, filterKeys],
  );

  useEffect(() => {
    if (!shown) return;
    void write(() => shown, true).finally(() => setRestoring(null));
  }, [shown, write]);

  const serialized = JSON.stringify(stateToSearch(state, { pageSize }));
  useEffect(() => {
    if (shown) return;
    if (serialized === '{}') sessionStorage.removeItem(storageKey(tableId));
    else sessionStorage.setItem(storageKey(tableId), serialized);
  }, [serialized, shown, tableId]);

  const setState = useCallback(
    (update: (current: DataTableState) => DataTableState) =>
      // Each page, filter or sort is its own history entry, so Back returns to the last view.
      void write((latest) => {
        // The URL as it is now, which a change asked for in the same frame may have moved on
        // from what this render shows (a view being restored is shown before the URL has it).
        const current = searchToState(
          shown ? { ...validate(latest), ...shown } : validate(latest),
          { pageSize },
        );
        const next = update(current);
        const resets =
          next.pageSize !== current.pageSize ||
          !sameFilters(next.filters, current.filters) ||
          (sortResetsPage && !sameSort(next.sort, current.sort));
        return stateToSearch(resets ? { ...next, page: 1 } : next, { pageSize });
      }, false),
    [shown, validate, sortResetsPage, write, pageSize],
  );

  return { state, setState };
}
