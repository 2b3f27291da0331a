import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactTable } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Checkbox } from './checkbox';
import type { Features } from './table-model';
import type { DataColumn } from './types';
import classes from './data-table.module.css';

interface TableHeadProps<T extends object> {
  table: ReactTable<Features, T>;
  columnsById: ReadonlyMap<string, DataColumn<T>>;
  selectable: boolean;
  withActions: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Column headers; a sortable one is a button, and the sorted one says so with `aria-sort`. */
export function TableHead<T extends object>(props: TableHeadProps<T>) {
  const { table, columnsById, selectable, withActions } = props;
  const { t } = useTranslation('table');
  const pageRows = table.getRowModel().rows;

  return (
    <Table.Thead>
      <Table.Tr>
        {selectable && (
          <Table.Th w="2.5rem">
            <Checkbox
              aria-label={t('selection.all')}
              disabled={pageRows.length === 0}
              checked={pageRows.length > 0 && table.getIsAllPageRowsSelected()}
              indeterminate={table.getIsSomePageRowsSelected()}
              onChange={table.getToggleAllPageRowsSelectedHandler()}
            />
          </Table.Th>
        )}
        {table.getHeaderGroups()[0]?.headers.map((header) => {
          const { column } = header;
          const declared = columnsById.get(column.id);
          const sorted = column.getIsSorted();
          const Arrow =
            sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
          return (
            <Table.Th
              key={header.id}
              scope="col"
              aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
              ta={declared?.align ?? 'start'}
              style={declared?.width ? { width: declared.width } : undefined}
            >
              {column.getCanSort() ? (
                <UnstyledButton
                  className={classes.sortButton}
                  onClick={column.getToggleSortingHandler()}
                >
                  <table.FlexRender header={header} />
                  <Arrow size={14} aria-hidden opacity={sorted ? 1 : 0.4} />
                </UnstyledButton>
              ) : (
                <table.FlexRender header={header} />
              )}
            </Table.Th>
          );
        })}
        {withActions && (
          <Table.Th>
            <VisuallyHidden>{t('actions')}</VisuallyHidden>
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
