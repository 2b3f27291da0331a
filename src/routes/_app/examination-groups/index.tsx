import { createFileRoute } from '@tanstack/react-router';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { listSearch } from '@/components/resource-screen/list-search';
import { examinationGroupsScreen as screen } from '@/features/examination-groups/screen';

export const Route = createFileRoute('/_app/examination-groups/')({
  staticData: { crumb: 'nav.examinationGroups' },
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} />,
});
