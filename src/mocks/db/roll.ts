import { DAY_MS, REFERENCE_DATE } from './random';

/** A moment (date and time); calendar dates alone (birthdays, a rate's first day) stay put. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Whole days from the seed's reference day to the reader's today (0 before it). */
export function daysSinceReference(now = new Date()): number {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / DAY_MS;
  return Math.max(0, today - Math.floor(REFERENCE_DATE / DAY_MS));
}

function shift(value: unknown, ms: number): unknown {
  if (typeof value === 'string') {
    if (!MOMENT.test(value)) return value;
    const time = Date.parse(value);
    return Number.isNaN(time) ? value : new Date(time + ms).toISOString();
  }
  if (Array.isArray(value)) return value.map((item) => shift(item, ms));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shift(v, ms)]));
  return value;
}

/**
 * The seed moved forward by whole days, so its reference day falls on the reader's today: the
 * demo clinic always has today's appointments, samples, payments and queue, whatever day it is
 * opened, with the same records, counts and times of day as on the reference day.
 */
export function rollForward<T>(rows: readonly T[], days: number): readonly T[] {
  if (days <= 0) return rows;
  const ms = days * DAY_MS;
  return rows.map((row) => shift(row, ms) as T);
}
