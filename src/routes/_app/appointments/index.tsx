import { createFileRoute, Navigate, useSearch } from '@tanstack/react-router';
import { rememberedView, ViewToggle } from '@/components/calendar/view-toggle';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { appointmentsScreen as screen } from '@/features/appointments/screen';

export const Route = createFileRoute('/_app/appointments/')({
  staticData: { crumb: 'nav.appointments' },
  // The search is read (and garbage dropped) by the screen itself: see screen.ts.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: function List() {
    // Entered plainly (the sidebar), the view last chosen: a link with filters is the list's.
    const plain = !Object.keys(useSearch({ strict: false })).length;
    if (plain && rememberedView(screen.id) === 'calendar')
      return <Navigate to="/appointments/calendar" search={{}} replace />;
    return (
      <ListScreen
        screen={screen}
        intro={
          <ViewToggle
            screen={screen.id}
            current="list"
            listPath="/appointments"
            calendarSearch={{}}
          />
        }
      />
    );
  },
});
