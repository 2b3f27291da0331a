import i18n from 'i18next';

/**
 * Dates and amounts in the reader's language (numbers and month names follow it): the one place
 * screens, documents and quick search format them.
 */
const locale = () => i18n.resolvedLanguage ?? 'en';

const parse = (value: string | undefined) => {
  if (!value) return undefined;
  // A bare calendar date is that day wherever the reader is, not midnight UTC.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export function formatDate(value: string | undefined): string {
  const date = parse(value);
  return date ? date.toLocaleDateString(locale(), { dateStyle: 'medium' }) : (value ?? '');
}

/**
 * A calendar date (a date of birth, an effective date) as the day it names, never shifted by the
 * reader's time zone, even when the server sends it as midnight UTC (`1980-05-01T00:00:00Z`).
 */
export function formatCalendarDate(value: string | undefined): string {
  const date =
    value && /^\d{4}-\d{2}-\d{2}/.test(value) ? new Date(`${value.slice(0, 10)}T00:00`) : undefined;
  return date && !Number.isNaN(date.getTime())
    ? date.toLocaleDateString(locale(), { dateStyle: 'medium' })
    : (value ?? '');
}

export function formatDateTime(value: string | undefined): string {
  const date = parse(value);
  return date
    ? date.toLocaleString(locale(), { dateStyle: 'medium', timeStyle: 'short' })
    : (value ?? '');
}

export function formatMoney(amount: number | undefined, currency: string | undefined): string {
  if (amount === undefined || amount === null) return '';
  if (!currency || !/^[A-Z]{3}$/.test(currency)) return amount.toLocaleString(locale());
  return new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(amount);
}

export function formatNumber(value: number | undefined): string {
  return value === undefined || value === null ? '' : value.toLocaleString(locale());
}
