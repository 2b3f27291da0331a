import { createFileRoute } from '@tanstack/react-router';
import { ListOrCalendar } from '@/features/calendar/list-or-calendar';
import { appointmentsScreen as screen } from '@/features/appointments/screen';
import { listDeps, listSearch } from '@/components/data-table/list-search';

export const Route = createFileRoute('/_app/appointments/')({
  staticData: { crumb: 'nav.appointments' },
  // Typed here for every list; the screen keeps its own filters and sorts (see screen.ts).
  validateSearch: listSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => (
    <ListOrCalendar screen={screen} from={Route.id} listPath="/appointments" calendarSearch={{}} />
  ),
});
