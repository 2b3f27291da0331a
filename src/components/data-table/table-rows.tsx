import { memo, type ReactNode, type Ref } from 'react';
import { inOwnDirection } from '../bidi/own-direction';
import { Checkbox } from './checkbox';
import type { DataColumn, PageRow } from './types';
import { useRowKeyboard, type RowKeyHandler } from './use-row-keyboard';
import type { useStagedRows } from './use-staged-rows';
import classes from './data-table.module.css';

/**
 * What every row of a page shares, made once per table (not per row, not per render): a page
 * change renders the new rows and nothing else, and a row renders again only when its record or
 * selection changes, or when this does (the columns shown, the language).
 */
export interface RowsContext<T> {
  /** The shown columns, in order. */
  columns: readonly DataColumn<T>[];
  selectable: boolean;
  /** "Select <row>", the row's checkbox's name. */
  selectLabel: (record: T) => string;
  rowActions?: (record: T) => ReactNode;
  onToggle: (id: string, selected: boolean) => void;
}

interface DataRowProps<T> {
  row: PageRow<T>;
  index: number;
  selected: boolean;
  context: RowsContext<T>;
  onKeyDown: RowKeyHandler<T>;
  measureRef?: Ref<HTMLTableRowElement>;
}

const TD = classes.td;
const TR = classes.row;

/** One record: focusable, its cells, its selection box and its own buttons. */
function DataRowView<T>({ row, index, selected, context, onKeyDown, measureRef }: DataRowProps<T>) {
  const { columns, selectable, selectLabel, rowActions, onToggle } = context;
  const { record } = row;
  return (
    <tr
      data-index={index}
      ref={measureRef}
      tabIndex={0}
      aria-rowindex={index + 2}
      className={TR}
      onKeyDown={(event) => onKeyDown(event, index, record)}
    >
      {selectable && (
        <td className={TD}>
          <Checkbox
            aria-label={selectLabel(record)}
            checked={selected}
            onChange={(event) => onToggle(row.id, event.currentTarget.checked)}
          />
        </td>
      )}
      {columns.map((column) => (
        <td key={column.id} className={TD} data-align={column.align}>
          {inOwnDirection(column.cell(record))}
        </td>
      ))}
      {rowActions && <td className={TD}>{rowActions(record)}</td>}
    </tr>
  );
}

export const DataRow = memo(DataRowView) as typeof DataRowView;

export interface BodyProps<T> {
  rows: readonly PageRow<T>[];
  selection: Readonly<Record<string, boolean>>;
  context: RowsContext<T>;
  onOpenRow?: (record: T) => void;
  /** The page's rows rendered so far, and how to render the rest at once (`useStagedRows`). */
  staged: ReturnType<typeof useStagedRows<T>>;
}

/** Every row of a page under a hundred rows, the first screenful first. */
export function PlainBody<T>({ rows, selection, context, onOpenRow, staged }: BodyProps<T>) {
  const { shown, showAll } = staged;
  const { bodyRef, onKeyDown } = useRowKeyboard(rows.length, onOpenRow, showAll);
  return (
    <tbody ref={bodyRef}>
      {shown.map((row, index) => (
        <DataRow
          key={row.id}
          row={row}
          index={index}
          selected={!!selection[row.id]}
          context={context}
          onKeyDown={onKeyDown}
        />
      ))}
    </tbody>
  );
}
