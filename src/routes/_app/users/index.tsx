import { createFileRoute } from '@tanstack/react-router';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { usersScreen as screen } from '@/features/users/screen';
import { listDeps, listSearch } from '@/components/data-table/list-search';

export const Route = createFileRoute('/_app/users/')({
  staticData: { crumb: 'nav.users' },
  // Typed here for every list; the screen keeps its own filters and sorts (see screen.ts).
  validateSearch: listSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} from={Route.id} />,
});
