import { createFileRoute } from '@tanstack/react-router';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { listSearch } from '@/components/resource-screen/list-search';
import { medicalExaminationsScreen as screen } from '@/features/medical-examinations/screen';

export const Route = createFileRoute('/_app/examinations/')({
  staticData: { crumb: 'nav.medicalExaminations' },
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} />,
});
