import { createFileRoute, redirect } from '@tanstack/react-router';
import { rememberedView, ViewToggle } from '@/components/calendar/view-toggle';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { clinicAppointmentsScreen as screen } from '@/features/clinic-appointments/screen';

const calendarSearch = { kind: 'clinic' };

export const Route = createFileRoute('/_app/clinic-appointments/')({
  staticData: { crumb: 'nav.clinicAppointments' },
  // The search is read (and garbage dropped) by the screen itself: see screen.ts.
  loaderDeps: ({ search }) => search,
  // A hover's preload is not reused: entering runs the loader, which may lead to the calendar.
  preloadStaleTime: 0,
  loader: ({ context, deps, cause }) => {
    // Entered plainly (the sidebar), the view last chosen: a link with filters is the list's.
    if (cause === 'enter' && !Object.keys(deps).length && rememberedView(screen.id) === 'calendar')
      throw redirect({ to: '/appointments/calendar', search: calendarSearch as never });
    return screen.load(context.queryClient, deps, cause);
  },
  component: () => (
    <ListScreen
      screen={screen}
      intro={
        <ViewToggle
          screen={screen.id}
          current="list"
          listPath="/clinic-appointments"
          calendarSearch={calendarSearch}
        />
      }
    />
  ),
});
