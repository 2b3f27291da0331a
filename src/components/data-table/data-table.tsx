import { Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTablePagination } from './data-table-pagination';
import { DataTableToolbar } from './data-table-toolbar';
import { DataTableView } from './data-table-view';
import { useFirstRows } from './first-rows';
import { ErrorNotice, LoadingBar } from './table-states';
import type { DataColumn, DataTableProps, DataTableState, PageRow } from './types';
import { useDataTable } from './use-data-table';
import { usePageCells } from './use-page-cells';
import { useRowSelection } from './use-row-selection';
import { useRowsContext } from './use-rows-context';
import { useStagedRows } from './use-staged-rows';
import classes from './data-table.module.css';
import '@mantine/core/styles/Progress.css';

// Stable empty: the staged rows of a first load that waits for its cells' lists.
const NO_PAGE_ROWS: PageRow<never>[] = [];

/**
 * The one list table: server pages, filters and sort in the screen's state (the URL's, through
 * `state`), the previous page kept on screen while the next loads, column choices remembered
 * per table, selection, CSV export of everything matching the filters, and rows reachable from
 * the keyboard. Composed of the kit's parts: the table's state (`useDataTable`), the toolbar,
 * the pager, and the table itself (`DataTableView`) with its rows.
 *
 * Its frame (toolbar, filters, pager, header) is drawn before any data; the rows arrive into it.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { label, state, onStateChange, serverSort, query } = props;
  const { t } = useTranslation('table');
  const scrollRef = useRef<HTMLDivElement>(null);
  const firstCount = useFirstRows(scrollRef);
  const { columns, shownColumns, rows, prefs, toggleColumn } = useDataTable(props);

  const selectable = !!props.onDeleteSelected || !!props.selectionActions;
  const selection = useRowSelection(selectable, state, rows);
  const actionCount = props.rowActions ? (props.rowActionCount ?? 2) : 0;
  const context = useRowsContext(
    shownColumns,
    selectable,
    props.rowLabel ?? props.getRowId,
    actionCount > 0 ? props.rowActions : undefined,
    selection.onToggle,
  );
  const { firstLoad } = usePageCells(shownColumns, rows, query, firstCount);
  // Staged from when the rows are shown: a first page that waited for its cells' lists would
  // otherwise have spent its first screenful's frame on skeletons and put every row in one task.
  const staged = useStagedRows(firstLoad ? NO_PAGE_ROWS : rows, firstCount);

  const onFilters = useCallback(
    (update: (filters: DataTableState['filters']) => DataTableState['filters']) =>
      onStateChange((current) => ({ ...current, filters: update(current.filters), page: 1 })),
    [onStateChange],
  );
  const canSort = useCallback(
    (column: DataColumn<T>) => !!column.sortable && (serverSort || !!column.sortValue),
    [serverSort],
  );
  const shown = query.data;

  return (
    <div className={classes.stack}>
      <DataTableToolbar
        props={props}
        columns={columns}
        prefs={prefs}
        selected={selection.selected}
        onToggleColumn={toggleColumn}
        onFilters={onFilters}
      />
      <DataTablePagination state={state} onStateChange={onStateChange} query={query} />
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
      {query.error && !shown ? (
        <ErrorNotice message={query.error.message} onRetry={query.refetch} />
      ) : (
        <DataTableView
          label={label}
          scrollRef={scrollRef}
          state={state}
          onStateChange={onStateChange}
          canSort={canSort}
          density={prefs.density}
          context={context}
          head={selection.head}
          actionCount={actionCount}
          rows={rows}
          staged={staged}
          selection={selection.rowSelection}
          onOpenRow={props.onOpenRow}
          firstLoad={firstLoad}
          stale={query.isPlaceholderData}
          shownPage={shown?.page ?? state.page}
        />
      )}
    </div>
  );
}
