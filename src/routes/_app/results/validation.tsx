import { createFileRoute, redirect } from '@tanstack/react-router';
import { labStages } from '@/api/lab/stages';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { referenceQuery } from '@/components/references/references';
import { validationScreen as screen } from '@/features/results/validation-screen';

export const Route = createFileRoute('/_app/results/validation')({
  staticData: { crumb: 'nav.validation' },
  // Opened plainly, it shows what awaits validation (the clinic's status of that stage).
  beforeLoad: async ({ context, search }) => {
    if (Object.keys(search).length) return;
    const statuses = await context.queryClient.ensureQueryData(referenceQuery('statuses'));
    const statusId = labStages(statuses.map((s) => ({ ...s, _id: String(s._id) }))).validation;
    if (statusId) throw redirect({ to: '/results/validation', search: { statusId } as never });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => screen.load(context.queryClient, deps, cause),
  component: () => <ListScreen screen={screen} />,
});
