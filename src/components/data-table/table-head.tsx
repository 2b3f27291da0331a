import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from './checkbox';
import type { DataColumn, DataTableState } from './types';
import classes from './data-table.module.css';

type Sort = DataTableState['sort'];

/** The page's select-all box. */
export interface HeadSelection {
  all: boolean;
  some: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
}

interface TableHeadProps<T> {
  /** The shown columns, in order. */
  columns: readonly DataColumn<T>[];
  sort: Sort;
  /** Whether a column can be sorted here (by the server, or within the page). */
  canSort: (column: DataColumn<T>) => boolean;
  onSort: (next: Sort) => void;
  /** The page's select-all box: absent where the table offers no selection. */
  selection?: HeadSelection;
  /** Width of the row buttons' column; absent when rows have none. */
  actionsWidth?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A to Z, then Z to A, then the list's own order. */
const nextSort = (sort: Sort, column: string): Sort =>
  sort?.column !== column
    ? { column, direction: 'asc' }
    : sort.direction === 'asc'
      ? { column, direction: 'desc' }
      : undefined;

/**
 * Column headers; a sortable one is a button, and the sorted one says so with `aria-sort`.
 * Their widths are the table's (its layout is fixed). Renders again only when the columns, the
 * sort or the page's selection change, not with every page.
 */
function TableHeadView<T>({
  columns,
  sort,
  canSort,
  onSort,
  selection,
  actionsWidth,
}: TableHeadProps<T>) {
  const { t } = useTranslation('table');
  // Plain elements (data-table.module.css): Mantine's Th reads the table's context, and so
  // rendered again whenever the table did (every fetch, every page).
  return (
    <thead className={classes.head}>
      <tr>
        {selection && (
          <th className={classes.th} style={{ width: '2.5rem' }}>
            <Checkbox
              aria-label={t('selection.all')}
              disabled={selection.disabled}
              checked={selection.all}
              indeterminate={selection.some}
              onChange={(event) => selection.onToggle(event.currentTarget.checked)}
            />
          </th>
        )}
        {columns.map((column) => {
          const sorted = sort?.column === column.id ? sort.direction : undefined;
          const Arrow =
            sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
          return (
            <th
              key={column.id}
              scope="col"
              className={classes.th}
              aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
              style={{ textAlign: column.align ?? 'start', width: column.width }}
            >
              {canSort(column) ? (
                <UnstyledButton
                  className={classes.sortButton}
                  onClick={() => onSort(nextSort(sort, column.id))}
                >
                  {column.header}
                  <Arrow size={14} aria-hidden opacity={sorted ? 1 : 0.4} />
                </UnstyledButton>
              ) : (
                column.header
              )}
            </th>
          );
        })}
        {actionsWidth && (
          <th className={classes.th} style={{ width: actionsWidth }}>
            <VisuallyHidden>{t('actions')}</VisuallyHidden>
          </th>
        )}
      </tr>
    </thead>
  );
}

export const TableHead = memo(TableHeadView) as typeof TableHeadView;
