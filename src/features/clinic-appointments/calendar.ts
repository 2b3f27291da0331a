import { clinicAppointments, type ClinicAppointment } from '@/api/resources/clinic-appointments';
import type { CalendarSource } from '@/features/calendar/source';
import { enumText } from '@/i18n/enum-text';
import { clinicAppointmentsScreen } from './screen';

/**
 * Clinic appointments on the calendar. They have no duration (SPEC §3 and our fields): each is
 * drawn as a usual consultation of 30 minutes and moves, but cannot be resized.
 */
export const clinicAppointmentsCalendar: CalendarSource<ClinicAppointment> = {
  kind: 'clinic',
  screen: clinicAppointmentsScreen,
  resource: clinicAppointments,
  listPath: '/clinic-appointments',
  minutes: () => 30,
  defaultMinutes: 30,
  // A clinic the app has no name for is shown as the server sent it.
  detail: (a) => enumText('areas:enums.clinic', a.clinic),
};
