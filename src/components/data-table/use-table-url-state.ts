import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { listSearch, type ListRouteId } from './list-search';
import {
  ownSearch,
  searchToState,
  stateToSearch,
  TABLE_KEYS,
  type TableDefaults,
  type TableSearch,
} from './table-search';
import type { DataTableState } from './types';

/** A list route's search as the table reads and writes it (see `useListUrl`). */
export interface TableUrl {
  /** The route's search, typed once by its `validateSearch` (`listSearch`). */
  search: TableSearch;
  /** Navigates to the route's search made from the latest one (`to: '.'`). */
  write: (next: (latest: TableSearch) => TableSearch, replace: boolean) => Promise<void>;
}

export interface TableUrlOptions extends TableDefaults {
  /**
   * Whether a new sort starts again at page 1 (default true). Pass false where sorting is
   * within the shown page (`serverSort={false}`): re-sorting page 3 should stay on page 3.
   */
  sortResetsPage?: boolean;
}

const isTableKey = (key: string) => (TABLE_KEYS as readonly string[]).includes(key);
const storageKey = (tableId: string) => `clinic-admin.table.${tableId}.search`;

/**
 * The view this tab last showed of a list (the route's loader starts from it too). Stored text
 * may be anything (another version of the app, a hand edit): it is read by the route's schema.
 */
export function remembered(tableId: string): TableSearch | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey(tableId)) ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? listSearch(value as Record<string, unknown>)
      : null;
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
 * `url` is the route's typed search and its navigation; pass stable `filterKeys`/`sortColumns`
 * (module constants, see `filterKeysOf`).
 */
export function useTableUrlState(
  url: TableUrl,
  tableId: string,
  filterKeys: readonly string[],
  sortColumns: readonly string[],
  options: TableUrlOptions = {},
) {
  const { pageSize, sortResetsPage = true } = options;
  const { write: navigate } = url;
  const own = useMemo(() => ownSearch(filterKeys, sortColumns), [filterKeys, sortColumns]);
  const search = useMemo(() => own(url.search), [own, url.search]);
  const urlIsPlain = [...TABLE_KEYS, ...filterKeys].every((key) => search[key] === undefined);

  // Entered with a plain URL while this tab remembers a view: show that view at once (no
  // request for page 1 first) while the URL catches up.
  const [restoring, setRestoring] = useState(() =>
    urlIsPlain ? own(remembered(tableId) ?? {}) : null,
  );
  const shown = restoring && Object.keys(restoring).length > 0 ? restoring : null;

  // A change shows at once, in the task of the click or key that asked for it; the URL follows
  // (the router's navigation takes a few turns of the event loop). Until the URL has moved on
  // from where it was when the change was asked, the change is what the table shows.
  const urlKey = JSON.stringify(search);
  const [ahead, setAhead] = useState<{ from: string; change: number; view: TableSearch } | null>(
    null,
  );
  const view = useMemo(
    () => (ahead && ahead.from === urlKey ? ahead.view : shown ? { ...search, ...shown } : search),
    [ahead, urlKey, search, shown],
  );
  const parsed = useMemo(() => searchToState(view, { pageSize }), [view, pageSize]);
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
    (table: (latest: TableSearch) => TableSearch, replace: boolean) =>
      // The table's keys are rewritten whole (bad ones go); others' keys (the drawer's `edit`,
      // the app's `lng`) are left as they are.
      navigate((prev) => {
        const kept = Object.entries(prev).filter(
          ([key]) => !isTableKey(key) && !filterKeys.includes(key),
        );
        return { ...Object.fromEntries(kept), ...table(prev) };
      }, replace),
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

  /** The table search after `update`, from `current`'s (a page back to 1 when the view changes). */
  const apply = useCallback(
    (update: (current: DataTableState) => DataTableState, from: TableSearch) => {
      const current = searchToState(from, { pageSize });
      const next = update(current);
      const resets =
        next.pageSize !== current.pageSize ||
        !sameFilters(next.filters, current.filters) ||
        (sortResetsPage && !sameSort(next.sort, current.sort));
      return stateToSearch(resets ? { ...next, page: 1 } : next, { pageSize });
    },
    [sortResetsPage, pageSize],
  );

  const changes = useRef(0);
  // Read when a change is asked for: the setter itself never changes (the filters and headers
  // it is handed to are memoised on it).
  const now = useRef({ urlKey, view, shown });
  useLayoutEffect(() => {
    now.current = { urlKey, view, shown };
  });
  const setState = useCallback(
    (update: (current: DataTableState) => DataTableState) => {
      const change = ++changes.current;
      const { urlKey, view, shown } = now.current;
      // On screen now, from what is on screen (a change asked for in the same frame included).
      setAhead((before) => ({
        from: urlKey,
        change,
        view: apply(update, before && before.from === urlKey ? before.view : view),
      }));
      // Then in the URL, from the URL as it is by then. Each page, filter or sort is its own
      // history entry, so Back returns to the last view. Once the router is done (or a guard
      // kept the page where it was), the URL alone speaks again.
      void write(
        (latest) => apply(update, shown ? { ...own(latest), ...shown } : own(latest)),
        false,
      ).finally(() => setAhead((now) => (now?.change === change ? null : now)));
    },
    [apply, own, write],
  );

  return { state, setState };
}

/** A list route's `TableUrl`: its typed search and a navigation from it. */
export function useListUrl(from: ListRouteId): TableUrl {
  const search = useSearch({ from });
  const navigate = useNavigate({ from: useRouter().routesById[from].fullPath });
  const write = useCallback(
    (next: (latest: TableSearch) => TableSearch, replace: boolean) =>
      navigate({ to: '.', search: next, replace }),
    [navigate],
  );
  return useMemo(() => ({ search, write }), [search, write]);
}
