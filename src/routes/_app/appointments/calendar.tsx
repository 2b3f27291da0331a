import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { CalendarScreen } from '@/features/calendar/calendar-screen';
import { calendarUrl } from '@/features/calendar/url';
import { appointmentsCalendar } from '@/features/appointments/calendar';
import { clinicAppointmentsCalendar } from '@/features/clinic-appointments/calendar';

/** The appointment calendar: its code and texts load with this route only. */
export const Route = createFileRoute('/_app/appointments/calendar')({
  staticData: { crumb: 'calendar:title' },
  validateSearch: calendarUrl,
  // Its texts before anything renders: the breadcrumb names the screen with them.
  beforeLoad: () => i18n.loadNamespaces('calendar'),
  component: AppointmentsCalendar,
});

/**
 * The calendar of the area the URL's `kind` names, each typed by its own records (one element in
 * one place: switching the area keeps the screen and its grid, as a change of week does).
 */
function AppointmentsCalendar() {
  const { kind } = Route.useSearch();
  return kind === 'clinic' ? (
    <CalendarScreen source={clinicAppointmentsCalendar} hasClinic />
  ) : (
    <CalendarScreen source={appointmentsCalendar} hasClinic />
  );
}
