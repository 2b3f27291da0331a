import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './sheet.module.css';

/** A column of a sheet's table: its heading, its cell, and whether it holds figures. */
export interface SheetColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Figures align on the end and never wrap. */
  number?: boolean;
  /** A class of the cell's own beyond the number's (a shortfall's colour). */
  cellClass?: (row: T) => string | undefined;
}

/**
 * A table of the printed sheets. On a screen narrower than the table (a phone) it scrolls
 * within its own frame rather than widening the page: that frame is a named group a keyboard
 * can reach and scroll. On paper it is the table alone (sheet.module.css).
 */
export function SheetTable<T>({
  label,
  columns,
  rows,
  rowKey,
  footer,
}: {
  label: string;
  columns: readonly SheetColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  footer?: ReactNode;
}) {
  const numberClass = (column: SheetColumn<T>) => (column.number ? classes.number : undefined);
  return (
    // A group, not a region: the sections of a sheet are the regions, named as their tables
    // are. Focusable, as a frame that scrolls must be for a keyboard (WCAG 2.1.1).
    <div className={classes.scroll} role="group" aria-label={label} tabIndex={0}>
      <table className={classes.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={numberClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={rowKey(row, r)}>
              {columns.map((column, i) => (
                <td
                  key={i}
                  className={
                    [numberClass(column), column.cellClass?.(row)].filter(Boolean).join(' ') ||
                    undefined
                  }
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {footer}
        </tbody>
      </table>
    </div>
  );
}

/** A part of a sheet: its heading names the region; with nothing to show, it says so. */
export function SheetSection({
  title,
  empty,
  children,
}: {
  title: string;
  empty?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h5">
        {title}
      </Title>
      {empty ? <Text size="sm">{empty}</Text> : children}
    </section>
  );
}
