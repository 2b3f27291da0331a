import { APP_KEY } from '@/config/app-key';
import { dayKey, isRealDay, weekOf } from '@/domain/dates';

export type CalendarView = 'day' | 'week';
export type CalendarKind = 'appointments' | 'clinic';

/** What the calendar shows, as its URL says: `?view=week&date=2026-11-20&kind=clinic&doctors=a,b`. */
export interface CalendarSearch {
  view: CalendarView;
  date: string;
  kind: CalendarKind;
  doctors: string[];
}

/** At most this many doctor columns: beyond it a week's columns get too narrow to read. */
export const MAX_DOCTORS = 6;
const DOCTORS_KEY = `${APP_KEY}.calendar.doctors`;

export function rememberedDoctors(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DOCTORS_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((v) => typeof v === 'string').slice(0, MAX_DOCTORS)
      : [];
  } catch {
    return [];
  }
}
export const rememberDoctors = (ids: readonly string[]) =>
  localStorage.setItem(DOCTORS_KEY, JSON.stringify(ids));

/** The URL's keys, garbage dropped (a bad date is today, a bad view the day). */
export function readCalendarSearch(search: Record<string, unknown>): CalendarSearch {
  const date = isRealDay(search.date) ? search.date : dayKey();
  const doctors =
    typeof search.doctors === 'string'
      ? search.doctors.split(',').filter(Boolean).slice(0, MAX_DOCTORS)
      : rememberedDoctors();
  return {
    view: search.view === 'week' ? 'week' : 'day',
    date,
    kind: search.kind === 'clinic' ? 'clinic' : 'appointments',
    doctors,
  };
}

/** The days on screen: the day, or its week from Monday. */
export function daysShown({ view, date }: Pick<CalendarSearch, 'view' | 'date'>) {
  return view === 'day' ? [date] : weekOf(date);
}
