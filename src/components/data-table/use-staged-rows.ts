import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { PageRow } from './types';
import { VIRTUAL_FROM } from './virtual-threshold';

/**
 * How many of a page's rows to render now. A new page (the first row shown so far is not on it)
 * renders the rows that fill the viewport in its first frame (`firstCount`, `useFirstRows`) and the rest once that frame is
 * painted, in a transition that React renders in slices: the page changes in one short task
 * instead of one long one. The same rows refetched, sorted or edited in place render whole, so
 * rows on screen are never taken down and put back.
 */
export function useStagedRows<T>(rows: readonly PageRow<T>[], firstCount: number) {
  // Pages large enough to be virtualised render only what is near the viewport anyway.
  const first = rows[0]?.id;
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
