import {
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Rect,
} from '@tanstack/react-virtual';
import type { Density } from './prefs';
import { DataRow, type BodyProps } from './table-rows';
import { useRowKeyboard } from './use-row-keyboard';
import type { RefObject } from 'react';
import classes from './data-table.module.css';

const ROW_HEIGHT: Record<Density, number> = { comfortable: 45, compact: 35 };
/** Before the first layout (and in jsdom, where nothing has a size): about one screen. */
const INITIAL_RECT: Rect = { width: 1024, height: 600 };

/**
 * A large page renders only the rows near the viewport. Spacer rows stand in for the others,
 * so the scrollbar stays true and the markup stays a real table (headers, columns and row
 * counts for screen readers). Loaded on demand: most pages are short.
 */
export function VirtualBody<T>({
  rows,
  selection,
  context,
  onOpenRow,
  scrollRef,
  density,
  colSpan,
}: VirtualBodyProps<T>) {
  const height = ROW_HEIGHT[density];

  // The virtualizer's functions are used in this render only, never memoised by a child.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => height,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
    initialRect: INITIAL_RECT,
    // Keeps the first guess where the container has no size yet rather than rendering nothing.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : INITIAL_RECT)),
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || height,
    // The sticky header covers about one row at the top of the scroll container.
    scrollPaddingStart: height,
  });
  const { bodyRef, onKeyDown } = useRowKeyboard(rows.length, onOpenRow, (index) =>
    virtualizer.scrollToIndex(index, { align: 'auto' }),
  );

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <tbody ref={bodyRef}>
      {before > 0 && <Spacer height={before} colSpan={colSpan} />}
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <DataRow
            key={item.key}
            row={row}
            index={item.index}
            selected={!!selection[row.id]}
            context={context}
            onKeyDown={onKeyDown}
            measureRef={virtualizer.measureElement}
          />
        );
      })}
      {after > 0 && <Spacer height={after} colSpan={colSpan} />}
    </tbody>
  );
}

export interface VirtualBodyProps<T> extends BodyProps<T> {
  scrollRef: RefObject<HTMLDivElement | null>;
  density: Density;
  colSpan: number;
}

const Spacer = ({ height, colSpan }: { height: number; colSpan: number }) => (
  <tr aria-hidden className={classes.spacer}>
    <td colSpan={colSpan} style={{ height }} />
  </tr>
);
