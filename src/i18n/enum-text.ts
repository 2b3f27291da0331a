import i18n from 'i18next';

/**
 * An enumerated value (a status, a method, a category) in words: the app's text where it knows
 * the value, else the value as the server sent it, never a translation key. A backend has words
 * of its own (`open` for a bill); `config.json`'s `values` can map them to the app's.
 * `group` is the key its texts sit under, e.g. `areas:enums.paymentStatus`.
 */
export function enumText(group: string, value: string | number | boolean | null | undefined) {
  if (value === undefined || value === null || value === '') return '';
  const word = String(value);
  // A dot or colon would be read as a path into the texts: such a word is not one of ours.
  if (/[.:]/.test(word)) return word;
  const key = `${group}.${word}`;
  return i18n.exists(key) ? i18n.t(key) : word;
}

/** Whether the app has words for `value` (a word it does not know is the server's own). */
export const knowsEnum = (group: string, value: string) =>
  !/[.:]/.test(value) && i18n.exists(`${group}.${value}`);
