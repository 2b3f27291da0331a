import i18n from 'i18next';

/** Dates and amounts in the reader's language (numbers and month names follow it). */
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
