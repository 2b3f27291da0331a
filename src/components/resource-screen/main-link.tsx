import type { LinkProps } from '@tanstack/react-router';
import { inOwnDirection } from '../bidi/own-direction';
import type { DataColumn } from '../data-table/types';
import { RouterLink } from '../layout/router-link';
import classes from '../references/reference-name.module.css';

type Target = { to: NonNullable<LinkProps['to']>; params?: Record<string, string> };

/**
 * Where a record has a page of its own (a patient, a transaction, a cash drawer), its row's main
 * cell (the column always shown) is a real link to it: a click opens it, a middle or modified
 * click opens a new tab, and its address can be copied. Enter on the focused row still opens it.
 */
export function linkMainColumn<T>(
  columns: DataColumn<T>[],
  openRow: ((row: T) => Target) | undefined,
  rowLabel: (row: T) => string,
): DataColumn<T>[] {
  if (!openRow) return columns;
  const main = columns.findIndex((column) => column.alwaysVisible);
  const at = main === -1 ? 0 : main;
  return columns.map((column, i) =>
    i !== at
      ? column
      : {
          ...column,
          cell: (row) => {
            const content = column.cell(row);
            const { to, params } = openRow(row);
            return (
              <RouterLink className={classes.link} to={to} params={params}>
                {inOwnDirection(
                  content === '' || content === undefined || content === null
                    ? rowLabel(row)
                    : content,
                )}
              </RouterLink>
            );
          },
        },
  );
}
