import { createFileRoute } from '@tanstack/react-router';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { medicalExaminationsScreen as screen } from '@/features/medical-examinations/screen';

export const Route = createFileRoute('/_app/examinations/')({
  staticData: { crumb: 'nav.medicalExaminations' },
  // The search is read (and garbage dropped) by the screen itself: see screen.ts.
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} />,
});
