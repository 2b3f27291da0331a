import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  functionalUpdate,
  useTable,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterNotice } from './filter-notice';
import { FILTERS_IN_DRAWER, FilterBar, hasFilters } from './filters';
import FiltersButton from './filters-button';
import { Pager } from './pager';
import { useTablePrefs } from './prefs';
import { TableActions } from './table-actions';
import { TableBody } from './table-body';
import { TableHead } from './table-head';
import { firstRows, noteBoxTop, useStagedRows, type PageRow, type RowsContext } from './table-rows';
import { VIRTUAL_FROM } from './virtual-threshold';
import { useServerColumns } from './server-fields';
import { useSettled, type AwaitedQuery } from './use-settled';
import { features, toColumnDefs } from './table-model';
import { EmptyRow, ErrorNotice, LoadingBar, SkeletonRows } from './table-states';
import type { DataColumn, DataTableProps, DataTableState } from './types';
import classes from './data-table.module.css';
import '@mantine/core/styles/Progress.css';

// Stable empties: a fresh `[]` or `{}` each render would make the table rebuild its models.
const NO_ROWS: never[] = [];
const NO_PAGE_ROWS: PageRow<never>[] = [];
const NO_SELECTION: RowSelectionState = {};

/** A column's room when the screen is narrow: below it, the table scrolls sideways. */
const MIN_COLUMN_REM = 8;

/**
 * The one list table: server pages, filters and sort in the URL (through `state`), the previous
 * page kept on screen while the next loads, column choices remembered per table, selection,
 * CSV export of everything matching the filters, and rows reachable from the keyboard.
 *
 * Its frame (toolbar, filters, pager, header) is drawn before any data; the rows arrive into it.
 * The pager sits above the rows, so a page shorter or longer than the last moves nothing, and
 * the layout is fixed (widths come from the columns, never from content arriving late).
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { tableId, label, state, onStateChange, serverSort, query } = props;
  const { t, i18n } = useTranslation('table');
  const scrollRef = useRef<HTMLDivElement>(null);
  // Where the box starts, as the frame is first laid out (before any row): how many rows the
  // window shows.
  useLayoutEffect(() => noteBoxTop(scrollRef.current), []);
  const shown = query.data;
  const fromServer = useServerColumns(shown?.items, props.knownFields);
  const columns = useMemo(
    () => (fromServer.length ? [...props.columns, ...fromServer] : props.columns),
    [props.columns, fromServer],
  );
  const prefs = useTablePrefs(tableId, columns);
  // Read on the first render, so a phone never draws the filters once before the button.
  const filtersBehind = useMediaQuery(FILTERS_IN_DRAWER, false, { getInitialValueInEffect: false });
  const filterable = columns.some((column) => column.filter);
  const selectable = !!props.onDeleteSelected || !!props.selectionActions;
  const change = (next: Partial<DataTableState>) =>
    onStateChange((current) => ({ ...current, ...next }));

  const columnDefs = useMemo(
    () => toColumnDefs(columns, serverSort, i18n.language),
    [columns, serverSort, i18n.language],
  );

  // Selection belongs to the rows on screen: another page or other filters start it afresh.
  const view = JSON.stringify([state.page, state.pageSize, state.filters]);
  const [selection, setSelection] = useState({ view, rows: NO_SELECTION });
  const rowSelection = selection.view === view ? selection.rows : NO_SELECTION;

  const { column: sortColumn, direction } = state.sort ?? {};
  const sorting = useMemo<SortingState>(
    () => (sortColumn ? [{ id: sortColumn, desc: direction === 'desc' }] : []),
    [sortColumn, direction],
  );
  // With a total, the last page is known; without one, "next" exists while the page on screen
  // (not a previous one kept while this loads) came back full: the engine's rule.
  const canNext =
    shown?.total !== undefined
      ? state.page < Math.ceil(shown.total / state.pageSize)
      : !!shown?.hasNextPage && shown.page >= state.page;

  // TanStack Table keeps the column choices and, where the server cannot sort, sorts the page.
  const table = useTable({
    features,
    columns: columnDefs,
    data: shown?.items ?? NO_ROWS,
    getRowId: props.getRowId,
    state: { sorting, columnVisibility: prefs.visibility },
    onColumnVisibilityChange: (updater) =>
      prefs.setVisibility((old) => functionalUpdate(updater, old)),
    manualSorting: serverSort,
    enableMultiSort: false,
  });

  const rowModel = table.getRowModel().rows;
  const rows = useMemo<PageRow<T>[]>(
    () => rowModel.map((row) => ({ id: row.id, record: row.original })),
    [rowModel],
  );
  const selected = rows.filter((row) => rowSelection[row.id]).map((row) => row.record);
  const selectedCount = selected.length;
  // The select-all box's state; its handler reads the rows on screen when used.
  const pageRows = useRef(rows);
  useLayoutEffect(() => {
    pageRows.current = rows;
  });
  const allSelected = rows.length > 0 && selectedCount === rows.length;
  const someSelected = selectedCount > 0 && selectedCount < rows.length;
  const noRows = rows.length === 0;
  const headSelection = useMemo(
    () =>
      selectable
        ? {
            all: allSelected,
            some: someSelected,
            disabled: noRows,
            onToggle: (on: boolean) =>
              setSelection({
                view,
                rows: on
                  ? Object.fromEntries(pageRows.current.map((row) => [row.id, true]))
                  : NO_SELECTION,
              }),
          }
        : undefined,
    [selectable, allSelected, someSelected, noRows, view],
  );
  const onFilters = useCallback(
    (update: (filters: Record<string, string>) => Record<string, string>) =>
      onStateChange((current) => ({ ...current, filters: update(current.filters), page: 1 })),
    [onStateChange],
  );
  const canSort = useCallback(
    (column: DataColumn<T>) => !!column.sortable && (serverSort || !!column.sortValue),
    [serverSort],
  );
  const onSort = useCallback(
    (sort: DataTableState['sort']) => onStateChange((current) => ({ ...current, sort })),
    [onStateChange],
  );

  // The declared columns shown, in the table's order: built when the choice of columns changes,
  // not when a page does.
  const visibleIds = table
    .getVisibleLeafColumns()
    .map((column) => column.id)
    .join(' ');
  const shownColumns = useMemo(() => {
    const byId = new Map(columns.map((column) => [column.id, column]));
    return visibleIds.split(' ').flatMap((id) => byId.get(id) ?? []);
  }, [columns, visibleIds]);

  // What the shown cells read besides their row (reference lists): a first page waits for it.
  const awaited = useMemo(
    () => shownColumns.flatMap((column) => (column.awaits ? [column.awaits as AwaitedQuery] : [])),
    [shownColumns],
  );
  const cellsReady = useSettled(awaited);

  const { getRowId } = props;
  const actionCount = props.rowActions ? (props.rowActionCount ?? 2) : 0;
  const rowActions = actionCount > 0 ? props.rowActions : undefined;
  const rowLabel = props.rowLabel ?? getRowId;
  // Stable for the rows' sake: it reads the view on screen when used.
  const viewNow = useRef(view);
  useLayoutEffect(() => {
    viewNow.current = view;
  });
  const onToggle = useCallback(
    (id: string, on: boolean) =>
      setSelection((current) => {
        const shownView = viewNow.current;
        const next = { ...(current.view === shownView ? current.rows : NO_SELECTION) };
        if (on) next[id] = true;
        else delete next[id];
        return { view: shownView, rows: next };
      }),
    [],
  );
  const context = useMemo<RowsContext<T>>(
    () => ({
      columns: shownColumns,
      selectable,
      selectLabel: (record) => i18n.t('table:selection.row', { row: rowLabel(record) }),
      rowActions,
      onToggle,
    }),
    // The language is a dependency: cells read their texts from i18next as they render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shownColumns, selectable, rowLabel, rowActions, onToggle, i18n, i18n.language],
  );

  const actionsWidth = actionCount
    ? `calc(${actionCount} * 1.75rem + ${actionCount - 1} * 4px + 2 * var(--mantine-spacing-xs))`
    : undefined;
  const colSpan = shownColumns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);
  const firstLoad = (query.isPending && !shown) || (!!shown && !cellsReady);

  // What the page's cells read besides their rows and ask for one by one (patients' names) is
  // asked for for the whole page at once, the rows the table's box shows first: they arrive in
  // one update, then the rest in another, however the rows are staged. None is asked before the
  // rows are shown, nor read before they are painted (api/names): asked as the page came, the
  // names of /results' first rows went while its rows still waited for the tests' list, ahead
  // of that list's second page and before the rows' paint.
  useEffect(() => {
    if (!rows.length || firstLoad) return;
    const records = rows.map((row) => row.record);
    for (const column of shownColumns) column.prepare?.(records, firstRows());
  }, [rows, shownColumns, firstLoad]);
  // Staged from when the rows are shown: a first page that waited for its cells' lists would
  // otherwise have spent its first screenful's frame on skeletons and put every row in one task.
  const staged = useStagedRows(firstLoad ? NO_PAGE_ROWS : rows);
  const failed = query.error && !shown;
  const filtered = hasFilters(state.filters);

  return (
    <div className={classes.stack}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          {props.toolbar}
          {filtersBehind && filterable && (
            <FiltersButton columns={columns} filters={state.filters} onChange={onFilters} />
          )}
        </Group>
        <TableActions
          props={props}
          columns={columns}
          prefs={prefs}
          selected={selected}
          onToggleColumn={(id, on) => table.getColumn(id)?.toggleVisibility(on)}
        />
      </Group>
      {!filtersBehind && (
        <FilterBar columns={columns} filters={state.filters} onChange={onFilters} />
      )}
      <FilterNotice shown={shown} columns={columns} />
      <Pager
        shown={shown}
        pageSize={state.pageSize}
        canPrevious={state.page > 1}
        canNext={canNext}
        onPrevious={() => onStateChange((current) => ({ ...current, page: current.page - 1 }))}
        onNext={() => onStateChange((current) => ({ ...current, page: current.page + 1 }))}
        onPageSize={(pageSize) => change({ pageSize, page: 1 })}
      />
      {!serverSort && state.sort && (
        <Text size="sm" c="dimmed">
          {t('sort.withinPage')}
        </Text>
      )}
      {query.error && shown && (
        <ErrorNotice message={query.error.message} onRetry={query.refetch} />
      )}
      <LoadingBar active={query.isFetching} />
      {firstLoad && <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>}
      {failed ? (
        <ErrorNotice message={query.error!.message} onRetry={query.refetch} />
      ) : (
        <div ref={scrollRef} className={classes.scroller}>
          <table
            className={`${classes.table} ${query.isPlaceholderData ? classes.stale : ''}`}
            data-density={prefs.density}
            // Busy until every row of the page is there (the first screenful comes first).
            aria-busy={query.isPlaceholderData || firstLoad || staged.pending}
            aria-rowcount={rows.length >= VIRTUAL_FROM ? rows.length + 1 : undefined}
            style={{
              minWidth: `calc(${shownColumns.length * MIN_COLUMN_REM}rem + ${selectable ? '2.5rem' : '0px'} + ${actionsWidth ?? '0px'})`,
            }}
          >
            <VisuallyHidden component="caption">{label}</VisuallyHidden>
            <TableHead
              columns={shownColumns}
              sort={state.sort}
              canSort={canSort}
              onSort={onSort}
              selection={headSelection}
              actionsWidth={actionsWidth}
            />
            {firstLoad ? (
              <SkeletonRows
                colSpan={colSpan}
                count={Math.min(state.pageSize, 20)}
                density={prefs.density}
              />
            ) : rows.length === 0 ? (
              <EmptyRow
                colSpan={colSpan}
                filtered={filtered}
                pastEnd={(shown?.page ?? state.page) > 1}
                onClearFilters={() => change({ filters: {}, page: 1 })}
                onFirstPage={() => change({ page: 1 })}
              />
            ) : (
              <TableBody
                rows={rows}
                staged={staged}
                selection={rowSelection}
                context={context}
                onOpenRow={props.onOpenRow}
                scrollRef={scrollRef}
                density={prefs.density}
                colSpan={colSpan}
              />
            )}
          </table>
        </div>
      )}
    </div>
  );
}
