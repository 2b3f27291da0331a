import { createFileRoute } from '@tanstack/react-router';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { examinationGroupsScreen as screen } from '@/features/examination-groups/screen';
import { listDeps, listSearch } from '@/components/data-table/list-search';

export const Route = createFileRoute('/_app/examination-groups/')({
  staticData: { crumb: 'nav.examinationGroups' },
  // Typed here for every list; the screen keeps its own filters and sorts (see screen.ts).
  validateSearch: listSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} from={Route.id} />,
});
