import {
  memo,
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import { inOwnDirection } from '../bidi/own-direction';
import { Checkbox } from './checkbox';
import { VIRTUAL_FROM } from './virtual-threshold';
import type { DataColumn } from './types';
import classes from './data-table.module.css';

/** One row of the page: the record and its id. */
export interface PageRow<T> {
  id: string;
  record: T;
}

type RowKeyHandler<T> = (
  event: KeyboardEvent<HTMLTableRowElement>,
  index: number,
  record: T,
) => void;

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

/**
 * Rows painted in the first frame of a new page: as many as the table's box shows in the window
 * without scrolling (the box is at most 48rem and 70% of the window, data-table.module.css, and
 * starts where the screen's frame puts it: on a phone, below the heading, the toolbar and the
 * filters), at its lowest row height.
 */
export const firstRows = () => {
  const box = Math.min(viewportHeight * 0.7, 768);
  const inWindow = Math.min(box, viewportHeight - boxTop);
  return Math.ceil(Math.max(inWindow, ROW_HEIGHT) / ROW_HEIGHT) + 1;
};
const ROW_HEIGHT = 45;
// Read once and on resize, never while rendering (reading it then can force a layout).
let viewportHeight = window.innerHeight;
window.addEventListener('resize', () => (viewportHeight = window.innerHeight), { passive: true });
/** Where the table's box starts in the window, as the table last mounted (0: not known). */
let boxTop = 0;
/**
 * Notes where the box starts once the browser lays the frame out: an IntersectionObserver is
 * told the box's place with the frame's own layout, where reading it as the frame mounts forced
 * a layout of the whole page inside the commit. Where there is none (jsdom), it is read at once.
 * Returns the stop, for a table taken down before its frame was laid out (whose detached box
 * would otherwise be noted at 0).
 */
export const noteBoxTop = (box: HTMLElement | null): (() => void) | undefined => {
  if (!box) return;
  if (typeof IntersectionObserver === 'undefined') {
    boxTop = Math.max(0, box.getBoundingClientRect().top);
    return;
  }
  const observer = new IntersectionObserver(([entry]) => {
    observer.disconnect();
    if (entry) boxTop = Math.max(0, entry.boundingClientRect.top);
  });
  observer.observe(box);
  return () => observer.disconnect();
};

/**
 * How many of a page's rows to render now. A new page (the first row shown so far is not on it)
 * renders the rows that fill the viewport in its first frame and the rest once that frame is
 * painted, in a transition that React renders in slices: the page changes in one short task
 * instead of one long one. The same rows refetched, sorted or edited in place render whole, so
 * rows on screen are never taken down and put back.
 */
export function useStagedRows<T>(rows: readonly PageRow<T>[]) {
  // Pages large enough to be virtualised render only what is near the viewport anyway.
  const first = rows[0]?.id;
  const firstCount = firstRows();
  const staged = rows.length > firstCount && rows.length < VIRTUAL_FROM;
  const [stage, setStage] = useState(() => ({ first, all: !staged }));
  let { all } = stage;
  if (stage.first !== first) {
    const samePage = rows.some((row) => row.id === stage.first);
    all = samePage || !staged;
    setStage({ first, all });
  }

  useEffect(() => {
    if (all) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Just before the first rows are painted, ask for a task that runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setStage({ first, all: true })));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [all, first]);

  /** Every row now: the keyboard asked for one not rendered yet. */
  const showAll = () => flushSync(() => setStage({ first, all: true }));
  return { shown: all ? rows : rows.slice(0, firstCount), pending: !all, showAll };
}

/**
 * Rows as a list for the keyboard: arrows, Home and End move between rows, Enter opens one.
 * `reveal` brings a row that is not rendered (staged or virtualised away) into the DOM; it is
 * focused on the render that shows it. The handler never changes identity, so rows need not
 * render again when the row count or the opener does.
 */
export function useRowKeyboard<T>(
  count: number,
  onOpenRow: ((record: T) => void) | undefined,
  reveal: (index: number) => void,
) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const pending = useRef<number | null>(null);
  const rowElement = (index: number) =>
    bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`) ?? null;

  useLayoutEffect(() => {
    if (pending.current === null) return;
    const element = rowElement(pending.current);
    if (!element) return;
    pending.current = null;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'nearest' });
  });

  const latest = useRef<RowKeyHandler<T>>(() => undefined);
  useLayoutEffect(() => {
    const focusRow = (index: number) => {
      if (index < 0 || index >= count) return;
      const element = rowElement(index);
      if (element) {
        element.focus({ preventScroll: true });
        element.scrollIntoView({ block: 'nearest' });
      } else {
        pending.current = index;
        reveal(index);
      }
    };
    latest.current = (event, index, record) => {
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
      } else if (event.key === 'Enter' && onOpenRow) {
        event.preventDefault();
        onOpenRow(record);
      }
    };
  });
  const onKeyDown = useMemo<RowKeyHandler<T>>(
    () => (event, index, record) => latest.current(event, index, record),
    [],
  );
  return { bodyRef, onKeyDown };
}

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
