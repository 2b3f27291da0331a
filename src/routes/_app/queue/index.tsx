import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { QueueScreen } from '@/features/queue/queue-screen';
import { ticketsScreen as screen } from '@/features/queue/screen';

export const Route = createFileRoute('/_app/queue/')({
  staticData: { crumb: 'nav.queue' },
  // The search is read (and garbage dropped) by the screen itself: see screen.ts.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    Promise.all([i18n.loadNamespaces('queue'), screen.load(context.queryClient, deps, cause)]),
  component: QueueScreen,
});
