import { useLayoutEffect, useState, type RefObject } from 'react';

/** A row's lowest height (one line, compact buttons). */
const ROW_HEIGHT = 45;

/**
 * Rows painted in the first frame of a new page: as many as the table's box shows in the window
 * without scrolling (the box is at most 48rem and 70% of the window, data-table.module.css, and
 * starts where the screen's frame puts it: on a phone, below the heading, the toolbar and the
 * filters), at its lowest row height. Where the box starts is not known yet: from the top, which
 * counts more rows than fit, never fewer.
 */
export function firstRows(viewportHeight = window.innerHeight, boxTop = 0) {
  const box = Math.min(viewportHeight * 0.7, 768);
  const inWindow = Math.min(box, viewportHeight - boxTop);
  return Math.ceil(Math.max(inWindow, ROW_HEIGHT) / ROW_HEIGHT) + 1;
}

/**
 * `firstRows` for the table whose box this is, followed as the window is resized. Where the box
 * starts is told by an IntersectionObserver with the frame's own layout: reading it as the frame
 * mounts would force a layout of the whole page inside the commit. Where there is none (jsdom),
 * it is read at once. The window's height is read in the resize event, never while rendering.
 */
export function useFirstRows(boxRef: RefObject<HTMLElement | null>) {
  const [count, setCount] = useState(() => firstRows());
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    let top = 0;
    const update = () => setCount(firstRows(window.innerHeight, top));
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') {
      top = Math.max(0, box.getBoundingClientRect().top);
      update();
    } else {
      observer = new IntersectionObserver(([entry]) => {
        observer?.disconnect();
        if (entry) top = Math.max(0, entry.boundingClientRect.top);
        update();
      });
      observer.observe(box);
    }
    window.addEventListener('resize', update, { passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [boxRef]);
  return count;
}
