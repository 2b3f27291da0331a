import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { printersScreen as screen } from '@/features/printers/screen';
import { listDeps, listSearch } from '@/components/data-table/list-search';

export const Route = createFileRoute('/_app/printers/')({
  staticData: { crumb: 'nav.printers' },
  // Typed here for every list; the screen keeps its own filters and sorts (see screen.ts).
  validateSearch: listSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps, cause }) =>
    Promise.all([i18n.loadNamespaces('queue'), screen.load(context.queryClient, deps, cause)]),
  component: () => <ListScreen screen={screen} from={Route.id} />,
});
