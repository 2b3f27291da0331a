import { Checkbox, Group, Table } from '@mantine/core';
import type { ReactTable, Row } from '@tanstack/react-table';
import {
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Rect,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Density } from './prefs';
import type { Features } from './table-model';
import type { DataColumn } from './types';
import classes from './data-table.module.css';

/** From this many rows a page renders only what is near the viewport. */
export const VIRTUAL_FROM = 100;
const ROW_HEIGHT: Record<Density, number> = { comfortable: 45, compact: 35 };
/** Before the first layout (and in jsdom, where nothing has a size): about one screen. */
const INITIAL_RECT: Rect = { width: 1024, height: 600 };

interface TableBodyProps<T extends object> {
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

export function TableBody<T extends object>(props: TableBodyProps<T>) {
  const { table, columnsById, scrollRef, density, selectable, rowLabel, rowActions } = props;
  const { t } = useTranslation('table');
  const rows = table.getRowModel().rows;
  const virtual = rows.length >= VIRTUAL_FROM;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const pendingFocus = useRef<number | null>(null);

  // The virtualizer's functions are used in this render only, never memoised by a child.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    enabled: virtual,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT[density],
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
    initialRect: INITIAL_RECT,
    // Keeps the first guess where the container has no size yet rather than rendering nothing.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : INITIAL_RECT)),
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || ROW_HEIGHT[density],
    scrollPaddingStart: ROW_HEIGHT[density],
  });

  const rowElement = (index: number) =>
    bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`) ?? null;

  // A row asked for by the keyboard but not rendered yet is focused once it is.
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    const element = rowElement(pendingFocus.current);
    if (!element) return;
    pendingFocus.current = null;
    element.focus({ preventScroll: true });
  });

  const focusRow = (index: number) => {
    if (index < 0 || index >= rows.length) return;
    const element = rowElement(index);
    if (element) {
      element.focus({ preventScroll: true });
      element.scrollIntoView({ block: 'nearest' });
    } else if (virtual) {
      pendingFocus.current = index;
      virtualizer.scrollToIndex(index, { align: 'auto' });
    }
  };

  const onKeyDown = (
    event: KeyboardEvent<HTMLTableRowElement>,
    row: Row<Features, T>,
    index: number,
  ) => {
    // Keys typed in a row's own controls (checkbox, buttons, links) are theirs.
    if (event.target !== event.currentTarget) return;
    const move = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 }[
      event.key
    ];
    if (move !== undefined) {
      event.preventDefault();
      focusRow(move);
    } else if (event.key === 'Enter' && props.onOpenRow) {
      event.preventDefault();
      props.onOpenRow(row.original);
    }
  };

  const renderRow = (row: Row<Features, T>, index: number) => (
    <Table.Tr
      key={row.id}
      data-index={index}
      ref={virtual ? virtualizer.measureElement : undefined}
      tabIndex={0}
      aria-rowindex={index + 2}
      className={classes.row}
      onKeyDown={(event) => onKeyDown(event, row, index)}
    >
      {selectable && (
        <Table.Td>
          <Checkbox
            size="xs"
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

  if (!virtual) return <Table.Tbody ref={bodyRef}>{rows.map(renderRow)}</Table.Tbody>;

  // Spacer rows stand in for the rows not rendered, so the scrollbar stays true and the
  // markup stays a real table (headers, columns and row counts for screen readers).
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <Table.Tbody ref={bodyRef}>
      {before > 0 && <Spacer height={before} colSpan={props.colSpan} />}
      {items.map((item) => renderRow(rows[item.index]!, item.index))}
      {after > 0 && <Spacer height={after} colSpan={props.colSpan} />}
    </Table.Tbody>
  );
}

const Spacer = ({ height, colSpan }: { height: number; colSpan: number }) => (
  <tr aria-hidden className={classes.spacer}>
    <td colSpan={colSpan} style={{ height }} />
  </tr>
);
