import { createFileRoute } from '@tanstack/react-router';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { drawersScreen as screen } from '@/features/drawers/screen';

export const Route = createFileRoute('/_app/drawers/')({
  // The search is read (and garbage dropped) by the screen itself: see screen.ts.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} />,
});
