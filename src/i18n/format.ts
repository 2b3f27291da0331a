import i18n from 'i18next';
import { minorUnits } from '@/api/currency-units';

/**
 * Dates and amounts in the reader's language (numbers and month names follow it): the one place
 * screens, documents and quick search format them.
 */
const locale = () => i18n.resolvedLanguage ?? 'en';

/**
 * Intl formatters, made once per language and options: building one costs far more than using
 * it, and a page of 50 results formats a hundred dates per render (`toLocaleString` with options
 * builds a new formatter on every call).
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const JAN = new Date(2026, 0, 1);
const JUL = new Date(2026, 6, 1);
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: 'date' | 'number',
  options: Intl.DateTimeFormatOptions | Intl.NumberFormatOptions,
  language: string,
): F {
  // A formatter keeps the time zone it was made in: one that moved (a laptop carried across
  // zones, a test) makes new ones. Winter and summer offsets tell zones apart cheaply.
  const zone = `${JAN.getTimezoneOffset()}/${JUL.getTimezoneOffset()}`;
  const key = `${kind}|${language}|${zone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format =
      kind === 'date'
        ? new Intl.DateTimeFormat(language, options as Intl.DateTimeFormatOptions)
        : new Intl.NumberFormat(language, options as Intl.NumberFormatOptions);
    formatters.set(key, format);
  }
  return format as F;
}

/** A date/time formatter, in the reader's language unless told (made once per language and options). */
export const dateTimeFormat = (options: Intl.DateTimeFormatOptions, language = locale()) =>
  cached<Intl.DateTimeFormat>('date', options, language);

/** A number formatter, in the reader's language unless told (made once per language and options). */
export const numberFormat = (options: Intl.NumberFormatOptions = {}, language = locale()) =>
  cached<Intl.NumberFormat>('number', options, language);

/**
 * The first formatter a page makes costs 10 to 15 ms (the engine loads the language's data): a
 * list's pager and dates made theirs in the render that draws the frame, a long task on a phone.
 * Made while the page waits for its code and data, when the main thread has nothing to do, that
 * render finds them made.
 */
export function warmFormatters() {
  numberFormat();
  dateTimeFormat({ dateStyle: 'medium' });
}
if (typeof requestIdleCallback === 'function') requestIdleCallback(warmFormatters);

const collators = new Map<string, Intl.Collator>();
/** Text in `language`'s alphabetical order, "item2" before "item10" (made once per language). */
export function collator(language: string = locale()): Intl.Collator {
  let made = collators.get(language);
  if (!made) {
    made = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
    collators.set(language, made);
  }
  return made;
}

const parse = (value: string | undefined) => {
  if (!value) return undefined;
  // A bare calendar date is that day wherever the reader is, not midnight UTC.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export function formatDate(value: string | undefined): string {
  const date = parse(value);
  return date ? dateTimeFormat({ dateStyle: 'medium' }).format(date) : (value ?? '');
}

/**
 * A calendar date (a date of birth, an effective date) as the day it names, never shifted by the
 * reader's time zone, even when the server sends it as midnight UTC (`1980-05-01T00:00:00Z`).
 */
export function formatCalendarDate(value: string | undefined): string {
  const date =
    value && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(`${value.slice(0, 10)}T00:00`) : undefined;
  return date && !Number.isNaN(date.getTime())
    ? dateTimeFormat({ dateStyle: 'medium' }).format(date)
    : (value ?? '');
}

export function formatDateTime(value: string | undefined): string {
  const date = parse(value);
  return date
    ? dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date)
    : (value ?? '');
}

export function formatMoney(amount: number | undefined, currency: string | undefined): string {
  if (amount === undefined || amount === null) return '';
  if (!currency || !/^[A-Z]{3}$/.test(currency)) return numberFormat().format(amount);
  // The currency's own minor units (ISO 4217 or config.json), not the browser's locale data.
  const digits = minorUnits(currency);
  return numberFormat({
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

export function formatNumber(value: number | undefined): string {
  return value === undefined || value === null ? '' : numberFormat().format(value);
}
