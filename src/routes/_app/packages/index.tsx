import { createFileRoute } from '@tanstack/react-router';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { listSearch } from '@/components/resource-screen/list-search';
import { packagesScreen as screen } from '@/features/packages/screen';

export const Route = createFileRoute('/_app/packages/')({
  staticData: { crumb: 'nav.packages' },
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} />,
});
