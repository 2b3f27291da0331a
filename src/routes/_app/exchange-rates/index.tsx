import { createFileRoute } from '@tanstack/react-router';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { exchangeRatesScreen as screen } from '@/features/exchange-rates/screen';

export const Route = createFileRoute('/_app/exchange-rates/')({
  staticData: { crumb: 'nav.exchangeRates' },
  // The search is read (and garbage dropped) by the screen itself: see screen.ts.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} />,
});
