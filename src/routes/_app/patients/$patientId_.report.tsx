import { createFileRoute, notFound } from '@tanstack/react-router';
import i18n from 'i18next';
import { ApiError } from '@/api/errors';
import { searchSchema, string } from '@/app/search-schema';
import { customers } from '@/api/resources/customers';
import { NotFoundScreen } from '@/components/feedback/not-found-screen';
import { historyQuery } from '@/features/lab/parts/history';
import { personName } from '@/components/references/references';
import { ReportScreen } from '@/features/lab/report/report-screen';

/** A patient's lab report: beside their page (not inside it), so it prints alone. */
export const Route = createFileRoute('/_app/patients/$patientId_/report')({
  // Its scope (see report-scope.ts): a date range, or the results chosen (`results=id,id`).
  validateSearch: searchSchema({ from: string, to: string, results: string }),
  loader: async ({ context, params }) => {
    void context.queryClient.prefetchQuery(historyQuery(params.patientId));
    try {
      const [patient] = await Promise.all([
        context.queryClient.ensureQueryData(customers.queries.one(params.patientId)),
        i18n.loadNamespaces('lab'),
      ]);
      return { crumb: i18n.t('lab:report.crumb', { name: personName(patient) }) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  notFoundComponent: () => <NotFoundScreen />,
  component: function ReportRoute() {
    return <ReportScreen patientId={Route.useParams().patientId} />;
  },
});
