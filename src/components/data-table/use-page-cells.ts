import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { DataColumn, DataTableProps, PageRow } from './types';
import { useSettled } from './use-settled';

/**
 * What the shown cells read besides their rows, for the page on screen. A first page waits for
 * the lists they name records from (a column's `meta.awaits`): it is a first load until they are
 * there, so rows appear complete rather than with ids turning into names.
 *
 * What they ask for one by one (patients' names, `meta.prepare`) is asked for for the whole page
 * at once, the rows the table's box shows first (`firstCount`): they arrive in one update, then
 * the rest in another, however the rows are staged. None is asked before the rows are shown, nor
 * read before they are painted (api/names): asked as the page came, the names of /results' first
 * rows went while its rows still waited for the tests' list, ahead of that list's second page
 * and before the rows' paint.
 */
export function usePageCells<T extends object>(
  shownColumns: readonly DataColumn<T>[],
  rows: readonly PageRow<T>[],
  query: DataTableProps<T>['query'],
  firstCount: number,
): { firstLoad: boolean } {
  const awaited = useMemo(
    () => shownColumns.flatMap((column) => column.meta?.awaits ?? []),
    [shownColumns],
  );
  const cellsReady = useSettled(awaited);
  const shown = query.data;
  const firstLoad = (query.isPending && !shown) || (!!shown && !cellsReady);

  // Read when the rows are shown: the box's place, once known, asks for no page again.
  const onScreen = useRef(firstCount);
  useLayoutEffect(() => {
    onScreen.current = firstCount;
  });
  useEffect(() => {
    if (!rows.length || firstLoad) return;
    const records = rows.map((row) => row.record);
    for (const column of shownColumns) column.meta?.prepare?.(records, onScreen.current);
  }, [rows, shownColumns, firstLoad]);
  return { firstLoad };
}
