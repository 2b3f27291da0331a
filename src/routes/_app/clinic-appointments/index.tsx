import { createFileRoute } from '@tanstack/react-router';
import { ListOrCalendar } from '@/features/calendar/list-or-calendar';
import { clinicAppointmentsScreen as screen } from '@/features/clinic-appointments/screen';
import { listDeps, listSearch } from '@/components/data-table/list-search';

const calendarSearch = { kind: 'clinic' } as const;

export const Route = createFileRoute('/_app/clinic-appointments/')({
  staticData: { crumb: 'nav.clinicAppointments' },
  // Typed here for every list; the screen keeps its own filters and sorts (see screen.ts).
  validateSearch: listSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => (
    <ListOrCalendar
      screen={screen}
      from={Route.id}
      listPath="/clinic-appointments"
      calendarSearch={calendarSearch}
    />
  ),
});
