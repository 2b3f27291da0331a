import {
  createColumnHelper,
  type ColumnDef,
  type RowData,
  type SortFn,
} from '@tanstack/react-table';
import { collator } from '@/i18n/format';
import type { Features } from './table-features';
import type { DataColumn } from './types';

/**
 * Text in the reader's alphabetical order ("Élodie" beside "Elodie", "item2" before "item10").
 * The collator is made on the first comparison: making one costs tens of milliseconds the first
 * time a language is used, and most lists are never sorted on the page.
 */
function compareBy<T extends RowData>(locale: string): SortFn<Features, T> {
  let order: Intl.Collator | undefined;
  return (a, b, id) => {
    const x = a.getValue<unknown>(id);
    const y = b.getValue<unknown>(id);
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    order ??= collator(locale);
    return order.compare(String(x), String(y));
  };
}

/**
 * The screen's columns as TanStack column definitions. The value a column holds is its sort
 * value: cells render through the column's own `cell`, never through the table's value.
 */
export function toColumnDefs<T extends RowData>(
  columns: readonly DataColumn<T>[],
  serverSort: boolean,
  locale: string,
): ColumnDef<Features, T, unknown>[] {
  const helper = createColumnHelper<Features, T>();
  const sortFn = compareBy<T>(locale);
  return columns.map(
    (column) =>
      helper.accessor((row: T) => column.sortValue?.(row), {
        id: column.id,
        header: column.header,
        enableSorting: !!column.sortable && (serverSort || !!column.sortValue),
        enableHiding: !column.alwaysVisible,
        enableMultiSort: false,
        // A server-sorted column has no value here to guess a first direction from (TanStack
        // would start it descending): every column starts A to Z, 1 to 9, oldest first.
        sortDescFirst: false,
        sortFn,
        sortUndefined: 'last',
        ...(column.meta && { meta: column.meta }),
      }) as ColumnDef<Features, T, unknown>,
  );
}
