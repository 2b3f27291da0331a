import { createFileRoute } from '@tanstack/react-router';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { resultsScreen as screen } from '@/features/lab/results/screen';

export const Route = createFileRoute('/_app/results/')({
  staticData: { crumb: 'nav.results' },
  // The search is read (and garbage dropped) by the screen itself: see screen.ts.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} />,
});
