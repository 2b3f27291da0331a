import { useLayoutEffect } from 'react';

/**
 * Removes index.html's static shell (./shells.ts): the app has drawn the page it stood for, in
 * the same commit, so the next frame shows the app where the shell was and nothing moves.
 */
export function takeOver() {
  document.getElementById('static-shell')?.remove();
}

/** Takes over from the static shell once the calling screen has been drawn. */
export const useTakeOver = () => useLayoutEffect(takeOver, []);
