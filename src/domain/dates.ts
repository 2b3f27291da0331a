// One function per import: the barrel costs a test or a dev server every module of date-fns.
import { addDays as addCalendarDays } from 'date-fns/addDays';
import { lightFormat } from 'date-fns/lightFormat';
import { isSameDay } from 'date-fns/isSameDay';
import { isSameYear } from 'date-fns/isSameYear';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { set } from 'date-fns/set';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfWeek } from 'date-fns/startOfWeek';
import { subDays } from 'date-fns/subDays';

/**
 * The app's date rules, in the reader's own time zone, on date-fns: a calendar day is a day key
 * (`2026-11-20`, what the lists' date filters, the URLs and `<input type="date">` take), an
 * instant is a `Date` or its milliseconds. Arithmetic goes through the calendar (a day is not
 * always 24 hours: the clocks change), never through a count of milliseconds.
 */

/** A calendar day as the app writes it: `YYYY-MM-DD`. */
export type DayKey = string;

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is written as a day key (`2026-11-20`); says nothing of the day existing. */
export const isDayKey = (text: unknown): text is DayKey =>
  typeof text === 'string' && DAY_KEY.test(text);

/** Whether `text` is a day key of a day that exists (`2026-02-30` is not one). */
export const isRealDay = (text: unknown): text is DayKey =>
  isDayKey(text) && isValid(parseISO(text));

/** The reader's calendar day of an instant (default: now); a valid one (date-fns throws else). */
export const dayKey = (at: Date | number = new Date()): DayKey => lightFormat(at, 'yyyy-MM-dd');

/** The reader's calendar day of a moment the server sent, or undefined if it is unreadable. */
export function dayKeyOf(moment: string | undefined): DayKey | undefined {
  const date = moment ? new Date(moment) : undefined;
  return date && isValid(date) ? dayKey(date) : undefined;
}

/** A day key → the reader's start of that day (midnight, or the first hour the clocks show). */
export const parseDayKey = (day: DayKey): Date => startOfDay(parseISO(day));

/** The start of a day key's day, in milliseconds. */
export const dayStart = (day: DayKey): number => parseDayKey(day).getTime();

/** The day key `days` calendar days after a real `day` (before, when negative). */
export const addDays = (day: DayKey, days: number): DayKey =>
  dayKey(addCalendarDays(parseDayKey(day), days));

/** The days from `from` to `to`, both included (empty when `to` comes first). */
export function daysBetween(from: DayKey, to: DayKey): DayKey[] {
  const days: DayKey[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The week (Monday first) that holds `day`: its seven day keys. */
export function weekOf(day: DayKey): DayKey[] {
  const monday = dayKey(startOfWeek(parseDayKey(day), { weekStartsOn: 1 }));
  return daysBetween(monday, addDays(monday, 6));
}

/**
 * The instant a day's clock shows `hour`:`minute` (the reader's wall clock: 07:00 is 07:00 on
 * the days the clocks change too, not seven hours after midnight).
 */
export const atHour = (day: DayKey | Date | number, hour: number, minute = 0): Date =>
  set(typeof day === 'string' ? parseDayKey(day) : day, {
    hours: hour,
    minutes: minute,
    seconds: 0,
    milliseconds: 0,
  });

/** The start of the calendar day `days` before the day of `at`. */
export const daysBefore = (at: Date | number, days: number): Date => startOfDay(subDays(at, days));

/** Whether two instants fall on the same calendar day of the reader's. */
export const sameDay = (a: Date | number, b: Date | number) => isSameDay(a, b);

/** Whether two instants fall in the same calendar year of the reader's. */
export const sameYear = (a: Date | number, b: Date | number) => isSameYear(a, b);

/** An instant as a `datetime-local` input shows it (`2026-11-20T09:30`), or '' if unreadable. */
export function localDateTime(at: Date | number | string): string {
  const date = new Date(at);
  return isValid(date) ? lightFormat(date, "yyyy-MM-dd'T'HH:mm") : '';
}
