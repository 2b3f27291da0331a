import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  functionalUpdate,
  useTable,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, hasFilters } from './filters';
import { Pager } from './pager';
import { useTablePrefs } from './prefs';
import { TableActions } from './table-actions';
import { TableBody, VIRTUAL_FROM } from './table-body';
import { TableHead } from './table-head';
import { useServerColumns } from './server-fields';
import { features, toColumnDefs } from './table-model';
import { EmptyRow, ErrorNotice, LoadingBar, SkeletonRows } from './table-states';
import type { DataTableProps, DataTableState } from './types';
import classes from './data-table.module.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Progress.css';

// Stable empties: a fresh `[]` or `{}` each render would make the table rebuild its models.
const NO_ROWS: never[] = [];
const NO_SELECTION: RowSelectionState = {};

/**
 * The one list table: server pages, filters and sort in the URL (through `state`), the previous
 * page kept on screen while the next loads, column choices remembered per table, selection,
 * CSV export of everything matching the filters, and rows reachable from the keyboard.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { tableId, label, state, onStateChange, serverSort, query } = props;
  const { t, i18n } = useTranslation('table');
  const scrollRef = useRef<HTMLDivElement>(null);
  const shown = query.data;
  const fromServer = useServerColumns(shown?.items, props.knownFields);
  const columns = useMemo(
    () => (fromServer.length ? [...props.columns, ...fromServer] : props.columns),
    [props.columns, fromServer],
  );
  const prefs = useTablePrefs(tableId, columns);
  const selectable = !!props.onDeleteSelected;
  const change = (next: Partial<DataTableState>) =>
    onStateChange((current) => ({ ...current, ...next }));

  const columnDefs = useMemo(
    () => toColumnDefs(columns, serverSort, i18n.language),
    [columns, serverSort, i18n.language],
  );
  const columnsById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);

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

  const table = useTable({
    features,
    columns: columnDefs,
    data: shown?.items ?? NO_ROWS,
    getRowId: props.getRowId,
    state: { sorting, rowSelection, columnVisibility: prefs.visibility },
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      change({ sort: next && { column: next.id, direction: next.desc ? 'desc' : 'asc' } });
    },
    onRowSelectionChange: (updater) =>
      setSelection({ view, rows: functionalUpdate(updater, rowSelection) }),
    onColumnVisibilityChange: (updater) =>
      prefs.setVisibility((old) => functionalUpdate(updater, old)),
    manualSorting: serverSort,
    enableRowSelection: selectable,
    enableMultiSort: false,
  });

  const rows = table.getRowModel().rows;
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const colSpan =
    table.getVisibleLeafColumns().length + (selectable ? 1 : 0) + (props.rowActions ? 1 : 0);
  const firstLoad = query.isPending && !shown;
  const failed = query.error && !shown;
  const filtered = hasFilters(state.filters);

  return (
    <div className={classes.stack}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">{props.toolbar}</Group>
        <TableActions
          props={props}
          columns={columns}
          prefs={prefs}
          selected={selected}
          onToggleColumn={(id, shown) => table.getColumn(id)?.toggleVisibility(shown)}
        />
      </Group>
      <FilterBar
        columns={columns}
        filters={state.filters}
        onChange={(update) =>
          onStateChange((current) => ({ ...current, filters: update(current.filters), page: 1 }))
        }
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
          <Table
            stickyHeader
            highlightOnHover
            verticalSpacing={prefs.density === 'compact' ? 4 : 'sm'}
            aria-busy={query.isPlaceholderData || firstLoad}
            aria-rowcount={rows.length >= VIRTUAL_FROM ? rows.length + 1 : undefined}
            className={query.isPlaceholderData ? classes.stale : undefined}
          >
            <VisuallyHidden component="caption">{label}</VisuallyHidden>
            <TableHead
              table={table}
              columnsById={columnsById}
              selectable={selectable}
              withActions={!!props.rowActions}
            />
            {firstLoad ? (
              <SkeletonRows colSpan={colSpan} />
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
                table={table}
                columnsById={columnsById}
                scrollRef={scrollRef}
                density={prefs.density}
                selectable={selectable}
                rowLabel={props.rowLabel ?? props.getRowId}
                rowActions={props.rowActions}
                onOpenRow={props.onOpenRow}
                colSpan={colSpan}
              />
            )}
          </Table>
        </div>
      )}
      <Pager
        shown={shown}
        pageSize={state.pageSize}
        canPrevious={state.page > 1}
        canNext={canNext}
        onPrevious={() => onStateChange((current) => ({ ...current, page: current.page - 1 }))}
        onNext={() => onStateChange((current) => ({ ...current, page: current.page + 1 }))}
        onPageSize={(pageSize) => change({ pageSize, page: 1 })}
      />
    </div>
  );
}
