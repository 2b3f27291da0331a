import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnMenu, DensityToggle } from './column-menu';
import { ExportControl } from './export-control';
import { SavedViewsButton } from './saved-views-button';
import type { useTablePrefs } from './prefs';
import type { DataColumn, DataTableProps } from './types';

export interface TableActionsProps<T> {
  props: DataTableProps<T>;
  /** The table's columns, the server's extra fields included. */
  columns: readonly DataColumn<T>[];
  prefs: ReturnType<typeof useTablePrefs<T>>;
  /** The selected rows on screen (empty when the table offers no selection). */
  selected: T[];
  onToggleColumn: (columnId: string, shown: boolean) => void;
}

/**
 * What acts on the whole list: delete the selection, export, saved views (lists with filters),
 * choose columns and density.
 */
export function TableActions<T>(actions: TableActionsProps<T>) {
  const { props, columns, prefs, selected, onToggleColumn } = actions;
  const { t } = useTranslation('table');
  const { onDeleteSelected, selectionActions, fetchAll } = props;
  // The server's extra fields go into the file when their column is shown.
  const exported = columns.filter((c) => !c.meta?.fromServer || prefs.visibility[c.id]);
  return (
    <Group gap="xs">
      {selectionActions?.(selected)}
      {onDeleteSelected && (
        <Button
          size="xs"
          color="red"
          variant="light"
          disabled={selected.length === 0}
          onClick={() => onDeleteSelected(selected)}
        >
          {t('selection.delete', { count: selected.length })}
        </Button>
      )}
      {fetchAll && (
        <ExportControl
          columns={exported}
          fetchAll={fetchAll}
          filters={props.state.filters}
          name={props.exportName ?? props.tableId}
        />
      )}
      {columns.some((c) => c.filter) && (
        <SavedViewsButton
          tableId={props.tableId}
          state={props.state}
          columns={columns}
          visibility={prefs.visibility}
          onOpen={(view) => {
            props.onStateChange(() => ({
              page: 1,
              pageSize: view.pageSize,
              filters: view.filters,
              ...(view.sort && { sort: view.sort }),
            }));
            prefs.setVisibility((old) => ({ ...old, ...view.columns }));
          }}
        />
      )}
      <ColumnMenu columns={columns} visibility={prefs.visibility} onToggle={onToggleColumn} />
      <DensityToggle density={prefs.density} onChange={prefs.setDensity} />
    </Group>
  );
}
