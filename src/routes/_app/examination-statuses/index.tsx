import { createFileRoute } from '@tanstack/react-router';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { listSearch } from '@/components/resource-screen/list-search';
import { examinationStatusesScreen as screen } from '@/features/examination-statuses/screen';

export const Route = createFileRoute('/_app/examination-statuses/')({
  staticData: { crumb: 'nav.examinationStatuses' },
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} />,
});
