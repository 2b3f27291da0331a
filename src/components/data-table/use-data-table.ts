import { functionalUpdate, useTable, type SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTablePrefs } from './prefs';
import { useServerColumns } from './server-fields';
import { features } from './table-features';
import { toColumnDefs } from './table-model';
import type { DataTableProps, PageRow } from './types';

// Stable empty: a fresh `[]` each render would make the table rebuild its models.
const NO_ROWS: never[] = [];

/**
 * A list table's state besides the URL's: its columns (the screen's and the server's extra
 * fields), the user's column choices and density, and TanStack Table over the page on screen,
 * which keeps the column choices and, where the server cannot sort, sorts the page.
 */
export function useDataTable<T extends object>(
  props: Pick<
    DataTableProps<T>,
    'tableId' | 'columns' | 'getRowId' | 'state' | 'serverSort' | 'query' | 'knownFields'
  >,
) {
  const { tableId, state, serverSort, query } = props;
  const { i18n } = useTranslation('table');
  const fromServer = useServerColumns(query.data?.items, props.knownFields);
  const columns = useMemo(
    () => (fromServer.length ? [...props.columns, ...fromServer] : props.columns),
    [props.columns, fromServer],
  );
  const prefs = useTablePrefs(tableId, columns);
  const columnDefs = useMemo(
    () => toColumnDefs(columns, serverSort, i18n.language),
    [columns, serverSort, i18n.language],
  );

  const { column: sortColumn, direction } = state.sort ?? {};
  const sorting = useMemo<SortingState>(
    () => (sortColumn ? [{ id: sortColumn, desc: direction === 'desc' }] : []),
    [sortColumn, direction],
  );
  const table = useTable({
    features,
    columns: columnDefs,
    data: query.data?.items ?? NO_ROWS,
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

  const toggleColumn = (id: string, shown: boolean) => table.getColumn(id)?.toggleVisibility(shown);
  return { columns, shownColumns, rows, prefs, toggleColumn };
}
