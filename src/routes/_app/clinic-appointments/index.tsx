import { createFileRoute } from '@tanstack/react-router';
import { ListOrCalendar } from '@/features/calendar/list-or-calendar';
import { clinicAppointmentsScreen as screen } from '@/features/clinic-appointments/screen';

const calendarSearch = { kind: 'clinic' };

export const Route = createFileRoute('/_app/clinic-appointments/')({
  staticData: { crumb: 'nav.clinicAppointments' },
  // The search is read (and garbage dropped) by the screen itself: see screen.ts.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => (
    <ListOrCalendar
      screen={screen}
      listPath="/clinic-appointments"
      calendarSearch={calendarSearch}
    />
  ),
});
