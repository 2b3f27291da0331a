import { useMediaQuery } from '@mantine/hooks';
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
} from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { stillValidated } from '@/api/resources/results';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import { results, type Result } from '@/api/resources/results';
import { COLUMNS, ROW_HEIGHT, STACKED, STACKED_ROW_HEIGHT, VALUE_COL } from './columns';
import {
  SCAN_EVENT,
  takePendingScan,
  type ScanEventDetail,
} from '@/features/lab/scan/scan-listener';
import { gridMove, type Cell } from './grid-keys';
import type { CellSaves } from './use-cell-saves';
import { WorksheetRow } from './worksheet-row';
import classes from './worksheet.module.css';

/** Before the first layout (and in jsdom, where nothing has a size): about one screen. */
const INITIAL_RECT = { width: 1024, height: 600 };
const PAGE_ROWS = 10;

interface GridProps {
  label: string;
  rows: readonly Result[];
  exams: ReadonlyMap<string, MedicalExamination>;
  saves: CellSaves;
}

/**
 * The worksheet's grid (ARIA grid pattern): one focus stop (roving tabindex), moved by the keys
 * of `grid-keys.ts`; the value cells are inputs, saved as they are left. Only the rows near the
 * view are rendered (and the focused one, wherever it is), so 200 rows scroll and type as 20.
 */
export function WorksheetGrid({ label, rows, exams, saves }: GridProps) {
  const { t, i18n } = useTranslation('lab');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Cell>({ row: 0, col: VALUE_COL });
  const focusWanted = useRef(false);
  const at: Cell = { row: Math.min(active.row, Math.max(rows.length - 1, 0)), col: active.col };

  // Read on the first render: a phone never lays the rows out once as columns.
  const stacked = useMediaQuery(STACKED, false, { getInitialValueInEffect: false });
  const rowHeight = stacked ? STACKED_ROW_HEIGHT : ROW_HEIGHT;

  const keep = at.row;
  // The virtualizer's functions are used in this render only, never memoised by a child.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: INITIAL_RECT,
    // Keeps the first guess where the box has no size yet rather than rendering nothing.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : INITIAL_RECT)),
    // The focused row stays rendered when scrolled away: its input keeps what is being typed.
    rangeExtractor: useCallback(
      (range: Range) => [...new Set([...defaultRangeExtractor(range), keep])].sort((a, b) => a - b),
      [keep],
    ),
    getItemKey: (index) => (rows[index] ? results.idOf(rows[index]) : index),
    // Stacked, the header is for screen readers only and takes no room.
    scrollPaddingStart: stacked ? 0 : ROW_HEIGHT,
  });
  // The screen turned (or the window narrowed) past the breakpoint: rows take their new height.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  // A scanned sample (`scan/`): its row's value cell takes the focus, wherever the row is.
  const focusRow = (index: number) => {
    virtualizer.scrollToIndex(index, { align: 'center' });
    focusWanted.current = true;
    setActive({ row: index, col: VALUE_COL });
  };
  const latest = useRef({ rows, focusRow });
  useLayoutEffect(() => {
    latest.current = { rows, focusRow };
  });
  useEffect(() => {
    const indexOf = (id: string) => latest.current.rows.findIndex((r) => results.idOf(r) === id);
    const pendingId = takePendingScan((id) => indexOf(id) >= 0);
    if (pendingId) latest.current.focusRow(indexOf(pendingId));
    const onScan = (event: Event) => {
      const { ids } = (event as CustomEvent<ScanEventDetail>).detail;
      const index = ids.map(indexOf).find((i) => i >= 0);
      if (index === undefined) return;
      event.preventDefault();
      latest.current.focusRow(index);
    };
    window.addEventListener(SCAN_EVENT, onScan);
    return () => window.removeEventListener(SCAN_EVENT, onScan);
  }, [rows]);

  // After a move by keyboard, the new cell's control (or the cell) takes the focus.
  useLayoutEffect(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    const cell = scrollRef.current?.querySelector<HTMLElement>(
      `[data-row="${at.row}"] [data-col="${at.col}"]`,
    );
    const target = cell?.querySelector<HTMLElement>('input, button') ?? cell;
    target?.focus();
    if (target instanceof HTMLInputElement) target.select();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // A button's Enter and Space are its own.
    if (target.tagName === 'BUTTON' && (event.key === 'Enter' || event.key === ' ')) return;
    const move = gridMove(
      at,
      event,
      { rows: rows.length, cols: COLUMNS.length, page: PAGE_ROWS },
      { dir: i18n.dir(), editing: target.tagName === 'INPUT' },
    );
    if (!move || move === 'leave') return;
    event.preventDefault();
    if (move.row === at.row && move.col === at.col) return;
    virtualizer.scrollToIndex(move.row, { align: 'auto' });
    focusWanted.current = true;
    setActive(move);
  };

  // A click, or Tab coming into the grid: the cell holding the focus is the active one.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-col]');
    const row = cell?.closest<HTMLElement>('[data-row]');
    if (!cell || !row) return;
    const next = { row: Number(row.dataset.row), col: Number(cell.dataset.col) };
    if (next.row !== at.row || next.col !== at.col) setActive(next);
  };

  const style = {
    '--worksheet-columns': COLUMNS.map((c) => c.width).join(' '),
    '--worksheet-row': `${rowHeight}px`,
    '--worksheet-min': `${COLUMNS.reduce((sum, c) => sum + c.min, 0)}rem`,
  } as CSSProperties;

  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={COLUMNS.length}
      style={style}
      data-stacked={stacked || undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <div role="rowgroup" className={classes.header}>
        <div role="row" className={classes.row} aria-rowindex={1}>
          {COLUMNS.map((column, col) => (
            <div
              key={column.id}
              role="columnheader"
              className={classes.cell}
              aria-colindex={col + 1}
            >
              {t(`worksheet.columns.${column.id}`)}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className={classes.body} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const result = rows[item.index]!;
          const id = results.idOf(result);
          const exam = exams.get(result.examinationId ?? '');
          return (
            <WorksheetRow
              key={item.key}
              id={id}
              result={result}
              index={item.index}
              top={item.start}
              activeCol={item.index === at.row ? at.col : -1}
              save={saves.saves.get(id)}
              online={saves.online}
              limits={exam}
              locked={stillValidated(result)}
              onCommit={saves.commit}
              onRetry={saves.retry}
              onUndo={saves.undo}
            />
          );
        })}
      </div>
    </div>
  );
}
