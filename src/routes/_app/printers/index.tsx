import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { printersScreen as screen } from '@/features/printers/screen';

export const Route = createFileRoute('/_app/printers/')({
  staticData: { crumb: 'nav.printers' },
  // The search is read (and garbage dropped) by the screen itself: see screen.ts.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    Promise.all([i18n.loadNamespaces('queue'), screen.load(context.queryClient, deps, cause)]),
  component: () => <ListScreen screen={screen} />,
});
