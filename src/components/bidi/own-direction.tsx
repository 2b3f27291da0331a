import type { ReactNode } from 'react';

/*
 * Text from records (a name, a test, a note, a word of the server's) keeps its own direction
 * wherever the app shows it: in Arabic, "Taken at any time." in a right-to-left table ends with
 * its full stop rather than begins with it. `<bdi>` isolates it (its direction read from its own
 * first letters); an input holding such text takes `dir="auto"`. The app's own words need
 * neither. Pickers: record-option.tsx.
 */

/** Content in its own direction where it is text (elements see to their own). */
export function inOwnDirection(content: ReactNode): ReactNode {
  if (typeof content === 'number') return <bdi>{content}</bdi>;
  if (typeof content === 'string' && content !== '') return <bdi>{content}</bdi>;
  return content;
}
