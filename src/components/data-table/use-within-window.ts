import { useLayoutEffect, type RefObject } from 'react';

/** The room kept between a panel and the window's edge. */
const MARGIN = 8;

/**
 * Keeps a panel that opens under its button (`disclosurePanel`) inside the window: it is put
 * against its button's end, which on a phone, or in Arabic, can be near the window's other
 * edge, and it would be cut there. Moved sideways as little as it takes, as it opens and as the
 * window is resized.
 */
export function useWithinWindow(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const place = () => {
      panel.style.translate = '';
      const { left, right } = panel.getBoundingClientRect();
      const width = document.documentElement.clientWidth;
      const shift =
        left < MARGIN ? MARGIN - left : right > width - MARGIN ? width - MARGIN - right : 0;
      if (shift) panel.style.translate = `${shift}px 0`;
    };
    place();
    window.addEventListener('resize', place, { passive: true });
    return () => window.removeEventListener('resize', place);
  }, [ref]);
}
