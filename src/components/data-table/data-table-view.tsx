import { VisuallyHidden } from '@mantine/core';
import { useCallback, type RefObject } from 'react';
import { hasFilters } from './filters';
import type { Density } from './prefs';
import { TableBody } from './table-body';
import { TableHead, type HeadSelection } from './table-head';
import type { RowsContext } from './table-rows';
import { EmptyRow, SkeletonRows } from './table-states';
import type { DataColumn, DataTableState, PageRow } from './types';
import type { useStagedRows } from './use-staged-rows';
import { VIRTUAL_FROM } from './virtual-threshold';
import classes from './data-table.module.css';

/** A column's room when the screen is narrow: below it, the table scrolls sideways. */
const MIN_COLUMN_REM = 8;

interface DataTableViewProps<T> {
  label: string;
  scrollRef: RefObject<HTMLDivElement | null>;
  state: DataTableState;
  onStateChange: (update: (current: DataTableState) => DataTableState) => void;
  canSort: (column: DataColumn<T>) => boolean;
  density: Density;
  context: RowsContext<T>;
  head: HeadSelection | undefined;
  /** How many buttons each row ends with (0: none). */
  actionCount: number;
  rows: readonly PageRow<T>[];
  staged: ReturnType<typeof useStagedRows<T>>;
  selection: Readonly<Record<string, boolean>>;
  onOpenRow: ((record: T) => void) | undefined;
  firstLoad: boolean;
  /** The rows are the previous page's, kept while this one loads. */
  stale: boolean;
  /** The page on screen, which may be past the end of the list. */
  shownPage: number;
}

/**
 * The table in its scrolling box: the header drawn before any data, then skeleton rows, the
 * rows, or why there are none. The layout is fixed: widths come from the columns, never from
 * content arriving late.
 */
export function DataTableView<T>({ scrollRef, ...view }: DataTableViewProps<T>) {
  const { state, onStateChange, context, rows, actionCount, firstLoad } = view;
  const { columns, selectable } = context;
  const actionsWidth = actionCount
    ? `calc(${actionCount} * 1.75rem + ${actionCount - 1} * 4px + 2 * var(--mantine-spacing-xs))`
    : undefined;
  // Stable: the header renders again with the columns, the sort or the selection, not a page.
  const onSort = useCallback(
    (sort: DataTableState['sort']) => onStateChange((current) => ({ ...current, sort })),
    [onStateChange],
  );
  const colSpan = columns.length + (selectable ? 1 : 0) + (actionCount ? 1 : 0);
  return (
    <div ref={scrollRef} className={classes.scroller}>
      <table
        className={`${classes.table} ${view.stale ? classes.stale : ''}`}
        data-density={view.density}
        // Busy until every row of the page is there (the first screenful comes first).
        aria-busy={view.stale || firstLoad || view.staged.pending}
        aria-rowcount={rows.length >= VIRTUAL_FROM ? rows.length + 1 : undefined}
        style={{
          minWidth: `calc(${columns.length * MIN_COLUMN_REM}rem + ${selectable ? '2.5rem' : '0px'} + ${actionsWidth ?? '0px'})`,
        }}
      >
        <VisuallyHidden component="caption">{view.label}</VisuallyHidden>
        <TableHead
          columns={columns}
          sort={state.sort}
          canSort={view.canSort}
          onSort={onSort}
          selection={view.head}
          actionsWidth={actionsWidth}
        />
        {firstLoad ? (
          <SkeletonRows
            colSpan={colSpan}
            count={Math.min(state.pageSize, 20)}
            density={view.density}
          />
        ) : rows.length === 0 ? (
          <EmptyRow
            colSpan={colSpan}
            filtered={hasFilters(state.filters)}
            pastEnd={view.shownPage > 1}
            onClearFilters={() =>
              onStateChange((current) => ({ ...current, filters: {}, page: 1 }))
            }
            onFirstPage={() => onStateChange((current) => ({ ...current, page: 1 }))}
          />
        ) : (
          <TableBody
            rows={rows}
            staged={view.staged}
            selection={view.selection}
            context={context}
            onOpenRow={view.onOpenRow}
            scrollRef={scrollRef}
            density={view.density}
            colSpan={colSpan}
          />
        )}
      </table>
    </div>
  );
}
