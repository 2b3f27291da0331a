import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { CalendarScreen } from '@/components/calendar/calendar-screen';
import { appointmentsCalendar } from '@/features/appointments/calendar';
import { clinicAppointmentsCalendar } from '@/features/clinic-appointments/calendar';

const sources = [appointmentsCalendar, clinicAppointmentsCalendar] as never[];

/** The appointment calendar (issue 24): its code and texts load with this route only. */
export const Route = createFileRoute('/_app/appointments/calendar')({
  staticData: { crumb: 'calendar:title' },
  loader: () => i18n.loadNamespaces('calendar'),
  component: () => <CalendarScreen sources={sources} />,
});
