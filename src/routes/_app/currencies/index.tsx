import { createFileRoute } from '@tanstack/react-router';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { listSearch } from '@/components/resource-screen/list-search';
import { currenciesScreen as screen } from '@/features/currencies/screen';

export const Route = createFileRoute('/_app/currencies/')({
  staticData: { crumb: 'nav.currencies' },
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} />,
});
