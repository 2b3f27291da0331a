import { createFileRoute } from '@tanstack/react-router';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { listSearch } from '@/components/resource-screen/list-search';
import { clinicAppointmentsScreen as screen } from '@/features/clinic-appointments/screen';

export const Route = createFileRoute('/_app/clinic-appointments/')({
  staticData: { crumb: 'nav.clinicAppointments' },
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} />,
});
