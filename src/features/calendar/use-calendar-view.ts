import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useReferenceNames } from '@/components/references/references';
import {
  daysShown,
  readCalendarSearch,
  rememberDoctors,
  type CalendarSearch,
} from './calendar-search';
import { addDays } from '@/domain/dates';

/** Doctors shown when none were chosen (nor remembered): the first of the list. */
const FIRST_DOCTORS = 3;

/**
 * What the calendar shows, from its URL: the view, the days, the doctors (with their names), and
 * how to change it (a change is a navigation, so Back returns to the day before).
 */
export function useCalendarView() {
  const navigate = useNavigate();
  const read = readCalendarSearch(useSearch({ from: '/_app/appointments/calendar' }));
  const names = useReferenceNames('doctors');
  const doctorIds = read.doctors.length ? read.doctors : [...names.keys()].slice(0, FIRST_DOCTORS);
  const search: CalendarSearch = { ...read, doctors: doctorIds };
  const dayKey = daysShown(search).join();
  const doctorKey = doctorIds.join();

  const set = (change: Partial<CalendarSearch>) => {
    const next = { ...search, ...change };
    if (change.doctors) rememberDoctors(change.doctors);
    void navigate({
      to: '/appointments/calendar',
      search: {
        view: next.view,
        date: next.date,
        kind: next.kind,
        doctors: next.doctors.join(','),
      },
    });
  };
  return {
    search,
    set,
    /** A day or a week back (-1) or ahead (1). */
    step: (by: -1 | 1) => set({ date: addDays(search.date, by * (search.view === 'day' ? 1 : 7)) }),
    days: useMemo(() => dayKey.split(','), [dayKey]),
    doctorIds: useMemo(() => (doctorKey ? doctorKey.split(',') : []), [doctorKey]),
    doctorName: useCallback((id: string) => names.get(id) ?? id, [names]),
    /** The doctor columns, named. */
    doctors: useMemo(
      () =>
        (doctorKey ? doctorKey.split(',') : []).map((id) => ({ id, name: names.get(id) ?? id })),
      [doctorKey, names],
    ),
    /** Every doctor, to choose from. */
    options: useMemo(() => [...names].map(([value, label]) => ({ value, label })), [names]),
  };
}
