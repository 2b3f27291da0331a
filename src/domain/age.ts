import type { AgeUnit } from '@/api/resources/range-bands';

/**
 * The one age rule: what the lab report prints, what chooses a range by age, and every other
 * screen that shows an age. Ages count as a birthday does, on calendar days: completed days
 * below one month, completed months below two years, completed years after. A month's
 * birthday is the birth's day, or the month's last day when it has fewer days (born 31
 * January: a month old on 28 or 29 February; born 29 February 2024: two years old on 28
 * February 2026). The day a sample was taken is the clinic's local day, not UTC's: a sample
 * taken at 00:30 in Beirut (22:30 UTC the day before) is a day older.
 */

export interface Age {
  unit: AgeUnit;
  value: number;
}

type Day = [year: number, month: number, day: number];

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day of "YYYY-MM-DD" ("2026-02-30" is none). */
function realDay(year: number, month: number, day: number): Day | undefined {
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day
    ? [year, month, day]
    : undefined;
}

/** A birth date: a calendar day (or a moment whose first ten characters are one). */
function birthDay(birth: string | undefined): Day | undefined {
  const match = birth?.slice(0, 10).match(DAY_KEY);
  return match ? realDay(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

/**
 * The local calendar day of `on`: a day key as it is; a moment ("2026-03-01T22:30:00Z") or a
 * Date in the reader's time zone, the clinic's own.
 */
function localDay(on: string | Date | undefined): Day | undefined {
  if (on === undefined) return undefined;
  if (typeof on === 'string') {
    const match = on.match(DAY_KEY);
    if (match) return realDay(Number(match[1]), Number(match[2]), Number(match[3]));
  }
  const date = on instanceof Date ? on : new Date(on);
  if (Number.isNaN(date.getTime())) return undefined;
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()];
}

/**
 * Age in completed `unit` on `on` for someone born on `birth`. Undefined when either day is
 * missing or unreadable, or `on` is before the birth.
 */
export function ageIn(
  unit: AgeUnit,
  birth: string | undefined,
  on: string | Date | undefined,
): number | undefined {
  const [b, o] = [birthDay(birth), localDay(on)];
  if (!b || !o) return undefined;
  const days = (Date.UTC(o[0], o[1] - 1, o[2]) - Date.UTC(b[0], b[1] - 1, b[2])) / 86_400_000;
  if (days < 0) return undefined;
  if (unit === 'days') return days;
  let months = (o[0] - b[0]) * 12 + (o[1] - b[1]);
  const lastDay = new Date(Date.UTC(o[0], o[1], 0)).getUTCDate();
  if (o[2] < Math.min(b[2], lastDay)) months -= 1;
  return unit === 'months' ? months : Math.floor(months / 12);
}

/** The age as it is said: days below a month, months below two years, years after. */
export function ageOf(birth: string | undefined, on: string | Date = new Date()): Age | undefined {
  const months = ageIn('months', birth, on);
  if (months === undefined) return undefined;
  if (months < 1) return { unit: 'days', value: ageIn('days', birth, on)! };
  if (months < 24) return { unit: 'months', value: months };
  return { unit: 'years', value: Math.floor(months / 12) };
}
