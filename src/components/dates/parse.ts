import dayjs from 'dayjs';

/**
 * What a person may type into a date input: the ISO form the app, the URLs and the e2e specs
 * write (`2026-12-07`, `2026-12-07T14:30`), or the language's own long and numeric forms
 * ("7 décembre 2026", "7/12/2026"). Strict, so "31/02/2026" is no date rather than 3 March.
 * Answers in the forms Mantine's inputs hold: `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with a time.
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MINUTE = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2})?$/;
const DAY_FORMATS = ['LL', 'll', 'L', 'l'];
const MINUTE_FORMATS = ['LLL', 'lll', 'L LT', 'l LT', 'L HH:mm', 'l HH:mm'];

/** Digits typed on an Arabic or Persian keyboard read as the digits they are. */
const latinDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

function firstReading(text: string, formats: string[], locale: string) {
  for (const format of formats) {
    const reading = dayjs(text, format, locale, true);
    if (reading.isValid()) return reading;
  }
  return undefined;
}

/** A typed day as `YYYY-MM-DD`, or null when it is no real day in any accepted form. */
export function parseTypedDay(typed: string, locale: string): string | null {
  const text = latinDigits(typed.trim());
  if (ISO_DAY.test(text)) {
    const day = dayjs(text, 'YYYY-MM-DD', true);
    return day.isValid() ? text : null;
  }
  return firstReading(text, DAY_FORMATS, locale)?.format('YYYY-MM-DD') ?? null;
}

/** A typed day and time as `YYYY-MM-DD HH:mm:ss` (to the minute), or null. */
export function parseTypedMoment(typed: string, locale: string): string | null {
  const text = latinDigits(typed.trim());
  const iso = ISO_MINUTE.exec(text);
  const reading = iso
    ? dayjs(`${iso[1]} ${iso[2]}`, 'YYYY-MM-DD HH:mm', true)
    : firstReading(text, MINUTE_FORMATS, locale);
  return reading?.isValid() ? reading.format('YYYY-MM-DD HH:mm:00') : null;
}

/** A `datetime-local` value (`2026-12-07T14:30`, what the forms hold) as the picker holds it. */
export const toPickerMoment = (local: string) => (local ? `${local.replace('T', ' ')}:00` : null);

/** The picker's `2026-12-07 14:30:00` back as the forms hold it (`2026-12-07T14:30`). */
export const fromPickerMoment = (value: string | null) =>
  value ? value.slice(0, 16).replace(' ', 'T') : '';
