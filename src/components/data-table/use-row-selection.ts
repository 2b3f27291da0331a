import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { HeadSelection } from './table-head';
import type { DataTableState, PageRow } from './types';

// Stable empty: a fresh `{}` each render would render every row again.
const NO_SELECTION: RowSelectionState = {};

/**
 * The rows selected, by id. Selection belongs to the rows on screen: another page or other
 * filters start it afresh. The handlers never change identity with the rows, so rows need not
 * render again when another is selected.
 */
export function useRowSelection<T>(
  selectable: boolean,
  state: DataTableState,
  rows: readonly PageRow<T>[],
) {
  const view = JSON.stringify([state.page, state.pageSize, state.filters]);
  const [selection, setSelection] = useState({ view, rows: NO_SELECTION });
  const rowSelection = selection.view === view ? selection.rows : NO_SELECTION;
  const selected = rows.filter((row) => rowSelection[row.id]).map((row) => row.record);

  // What the stable handlers read when used: the rows and the view on screen.
  const latest = useRef({ rows, view });
  useLayoutEffect(() => {
    latest.current = { rows, view };
  });

  const count = selected.length;
  const all = rows.length > 0 && count === rows.length;
  const some = count > 0 && count < rows.length;
  const none = rows.length === 0;
  const head = useMemo<HeadSelection | undefined>(
    () =>
      selectable
        ? {
            all,
            some,
            disabled: none,
            onToggle: (on: boolean) =>
              setSelection({
                view,
                rows: on
                  ? Object.fromEntries(latest.current.rows.map((row) => [row.id, true]))
                  : NO_SELECTION,
              }),
          }
        : undefined,
    [selectable, all, some, none, view],
  );

  const onToggle = useCallback(
    (id: string, on: boolean) =>
      setSelection((current) => {
        const shownView = latest.current.view;
        const next = { ...(current.view === shownView ? current.rows : NO_SELECTION) };
        if (on) next[id] = true;
        else delete next[id];
        return { view: shownView, rows: next };
      }),
    [],
  );
  return { rowSelection, selected, head, onToggle };
}
