import { createFileRoute, redirect } from '@tanstack/react-router';
import i18n from 'i18next';
import { labStages } from '@/api/lab/stages';
import { listDeps, listSearch } from '@/components/data-table/list-search';
import { ListScreen } from '@/components/resource-screen/list-screen';
import { referenceQuery } from '@/components/references/references';
import { validationScreen as screen } from '@/features/lab/results/validation-screen';

export const Route = createFileRoute('/_app/results/validation')({
  staticData: { crumb: 'nav.validation' },
  validateSearch: listSearch,
  loaderDeps: listDeps,
  // In the loader, not `beforeLoad`: route options sit in the sign-in page's bundle, and the
  // loader's code is split with the screen. Opened plainly, it shows what awaits validation.
  loader: async ({ context, deps, cause }) => {
    // The changes kept on each result and validation's refusals are said in the lab's words.
    const texts = i18n.loadNamespaces('lab');
    if (!Object.keys(deps).length) {
      const statuses = await context.queryClient.ensureQueryData(referenceQuery('statuses'));
      const stages = labStages(statuses.map((s) => ({ ...s, _id: String(s._id) })));
      if (stages.validation)
        throw redirect({
          to: '/results/validation',
          search: { statusId: stages.validation },
          replace: true,
        });
    }
    await texts;
    return screen.load(context.queryClient, deps, cause);
  },
  component: () => <ListScreen screen={screen} from={Route.id} />,
});
