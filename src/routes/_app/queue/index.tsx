import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { QueueScreen } from '@/features/queue/queue-screen';
import { ticketsScreen as screen } from '@/features/queue/screen';
import { listDeps, listSearch } from '@/components/data-table/list-search';

export const Route = createFileRoute('/_app/queue/')({
  staticData: { crumb: 'nav.queue' },
  // Typed here for every list; the screen keeps its own filters and sorts (see screen.ts).
  validateSearch: listSearch,
  loaderDeps: listDeps,
  loader: ({ context, deps, cause }) =>
    Promise.all([i18n.loadNamespaces('queue'), screen.load(context.queryClient, deps, cause)]),
  component: QueueScreen,
});
