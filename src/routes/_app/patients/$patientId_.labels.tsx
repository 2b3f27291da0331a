import { createFileRoute, notFound } from '@tanstack/react-router';
import i18n from 'i18next';
import { ApiError } from '@/api/errors';
import { customers } from '@/api/resources/customers';
import { NotFoundScreen } from '@/components/feedback/not-found-screen';
import { historyQuery } from '@/features/lab/parts/history';
import { personName } from '@/components/references/references';
import { LabelsScreen } from '@/features/lab/labels/labels-screen';

/** A patient's specimen labels: beside their page (not inside it), so they print alone. */
export const Route = createFileRoute('/_app/patients/$patientId_/labels')({
  loader: async ({ context, params }) => {
    void context.queryClient.prefetchQuery(historyQuery(params.patientId));
    try {
      const [patient] = await Promise.all([
        context.queryClient.ensureQueryData(customers.queries.one(params.patientId)),
        i18n.loadNamespaces('lab'),
      ]);
      return { crumb: i18n.t('lab:labels.crumb', { name: personName(patient) }) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  notFoundComponent: () => <NotFoundScreen />,
  component: function LabelsRoute() {
    return <LabelsScreen patientId={Route.useParams().patientId} />;
  },
});
