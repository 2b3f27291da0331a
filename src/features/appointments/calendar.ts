import { appointments, type Appointment } from '@/api/resources/appointments';
import type { CalendarSource } from '@/features/calendar/source';
import { appointmentsScreen } from './screen';

/** Appointments on the calendar: their own duration, resizable; named by their reason. */
export const appointmentsCalendar: CalendarSource<Appointment> = {
  kind: 'appointments',
  screen: appointmentsScreen,
  resource: appointments,
  listPath: '/appointments',
  minutes: (a) => a.durationMinutes ?? 20,
  durationField: 'durationMinutes',
  defaultMinutes: 20,
  detail: (a) => a.reason ?? '',
};
