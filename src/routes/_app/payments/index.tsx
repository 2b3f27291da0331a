import { createFileRoute } from '@tanstack/react-router';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { paymentsScreen as screen } from '@/features/payments/screen';

export const Route = createFileRoute('/_app/payments/')({
  // The search is read (and garbage dropped) by the screen itself: see screen.ts.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} />,
});
