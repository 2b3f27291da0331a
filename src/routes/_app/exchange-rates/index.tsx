import { createFileRoute } from '@tanstack/react-router';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { listSearch } from '@/components/resource-screen/list-search';
import { exchangeRatesScreen as screen } from '@/features/exchange-rates/screen';

export const Route = createFileRoute('/_app/exchange-rates/')({
  staticData: { crumb: 'nav.exchangeRates' },
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} />,
});
