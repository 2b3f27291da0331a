import { Group, Table } from '@mantine/core';
import type { ReactTable, Row } from '@tanstack/react-table';
import {
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from './checkbox';
import type { Density } from './prefs';
import type { Features } from './table-model';
import type { DataColumn } from './types';
import classes from './data-table.module.css';

export interface RowsProps<T extends object> {
  table: ReactTable<Features, T>;
  columnsById: ReadonlyMap<string, DataColumn<T>>;
  scrollRef: RefObject<HTMLDivElement | null>;
  density: Density;
  selectable: boolean;
  rowLabel: (row: T) => string;
  rowActions?: (row: T) => ReactNode;
  onOpenRow?: (row: T) => void;
  colSpan: number;
}

/**
 * Rows as a list for the keyboard: arrows, Home and End move between rows, Enter opens one.
 * `reveal` brings a row that is not rendered (virtualised away) into the DOM; it is focused
 * on the render that shows it.
 */
export function useRowKeyboard<T extends object>(
  props: RowsProps<T>,
  reveal?: (index: number) => void,
) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const pending = useRef<number | null>(null);
  const count = props.table.getRowModel().rows.length;
  const rowElement = (index: number) =>
    bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`) ?? null;

  useLayoutEffect(() => {
    if (pending.current === null) return;
    const element = rowElement(pending.current);
    if (!element) return;
    pending.current = null;
    element.focus({ preventScroll: true });
  });

  const focusRow = (index: number) => {
    if (index < 0 || index >= count) return;
    const element = rowElement(index);
    if (element) {
      element.focus({ preventScroll: true });
      element.scrollIntoView({ block: 'nearest' });
    } else if (reveal) {
      pending.current = index;
      reveal(index);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, row: Row<Features, T>, index: number) => {
    // Keys typed in a row's own controls (checkbox, buttons, links) are theirs.
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusRow(move);
    } else if (event.key === 'Enter' && props.onOpenRow) {
      event.preventDefault();
      props.onOpenRow(row.original);
    }
  };

  return { bodyRef, onKeyDown };
}

interface DataRowProps<T extends object> {
  props: RowsProps<T>;
  row: Row<Features, T>;
  index: number;
  onKeyDown: ReturnType<typeof useRowKeyboard<T>>['onKeyDown'];
  measureRef?: Ref<HTMLTableRowElement>;
}

/** One record: focusable, its cells, its selection box and its own buttons. */
export function DataRow<T extends object>({
  props,
  row,
  index,
  onKeyDown,
  measureRef,
}: DataRowProps<T>) {
  const { table, columnsById, selectable, rowLabel, rowActions } = props;
  const { t } = useTranslation('table');
  return (
    <Table.Tr
      data-index={index}
      ref={measureRef}
      tabIndex={0}
      aria-rowindex={index + 2}
      className={classes.row}
      onKeyDown={(event) => onKeyDown(event, row, index)}
    >
      {selectable && (
        <Table.Td>
          <Checkbox
            aria-label={t('selection.row', { row: rowLabel(row.original) })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        </Table.Td>
      )}
      {row.getVisibleCells().map((cell) => (
        <Table.Td key={cell.id} ta={columnsById.get(cell.column.id)?.align ?? 'start'}>
          <table.FlexRender cell={cell} />
        </Table.Td>
      ))}
      {rowActions && (
        <Table.Td>
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {rowActions(row.original)}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** Every row of the page: pages under a hundred rows render whole. */
export function PlainBody<T extends object>(props: RowsProps<T>) {
  const { bodyRef, onKeyDown } = useRowKeyboard(props);
  return (
    <Table.Tbody ref={bodyRef}>
      {props.table.getRowModel().rows.map((row, index) => (
        <DataRow key={row.id} props={props} row={row} index={index} onKeyDown={onKeyDown} />
      ))}
    </Table.Tbody>
  );
}
