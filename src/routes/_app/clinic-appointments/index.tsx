import { createFileRoute, Navigate, useSearch } from '@tanstack/react-router';
import { rememberedView, ViewToggle } from '@/components/calendar/view-toggle';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { clinicAppointmentsScreen as screen } from '@/features/clinic-appointments/screen';

const calendarSearch = { kind: 'clinic' };

export const Route = createFileRoute('/_app/clinic-appointments/')({
  staticData: { crumb: 'nav.clinicAppointments' },
  // The search is read (and garbage dropped) by the screen itself: see screen.ts.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: function List() {
    // Entered plainly (the sidebar), the view last chosen: a link with filters is the list's.
    const plain = !Object.keys(useSearch({ strict: false })).length;
    if (plain && rememberedView(screen.id) === 'calendar')
      return <Navigate to="/appointments/calendar" search={calendarSearch as never} replace />;
    return (
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
    );
  },
});
