import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { referenceQuery } from '@/components/references/references';
import { worksheetUrl } from '@/features/lab/worksheet/url';
import { WorksheetScreen } from '@/features/lab/worksheet/worksheet-screen';

export const Route = createFileRoute('/_app/results/worksheet')({
  staticData: { crumb: 'nav.worksheet' },
  // The selection (see selection.ts): a day, an examination group or a patient's visit.
  validateSearch: worksheetUrl,
  // The laboratory's texts, the statuses (which of them await a value) and the tests (their
  // limits) come with the route; the rows follow the selection in the URL.
  loader: ({ context }) =>
    Promise.all([
      i18n.loadNamespaces('lab'),
      context.queryClient.prefetchQuery(referenceQuery('statuses')),
      context.queryClient.prefetchQuery(referenceQuery('examinations')),
    ]),
  component: WorksheetScreen,
});
