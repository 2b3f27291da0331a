import { useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';

export type RowKeyHandler<T> = (
  event: KeyboardEvent<HTMLTableRowElement>,
  index: number,
  record: T,
) => void;

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
