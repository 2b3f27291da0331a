import { createFileRoute } from '@tanstack/react-router';
import { ListOrCalendar } from '@/features/calendar/list-or-calendar';
import { appointmentsScreen as screen } from '@/features/appointments/screen';

export const Route = createFileRoute('/_app/appointments/')({
  staticData: { crumb: 'nav.appointments' },
  // The search is read (and garbage dropped) by the screen itself: see screen.ts.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListOrCalendar screen={screen} listPath="/appointments" calendarSearch={{}} />,
});
