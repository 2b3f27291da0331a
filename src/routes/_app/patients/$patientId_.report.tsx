import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, string } from '@/lib/search-schema';
import { NotFoundScreen } from '@/components/feedback/not-found-screen';
import { loadPatientSheet } from '@/features/lab/parts/patient-sheet-loader';
import { ReportScreen } from '@/features/lab/report/report-screen';

const preliminary = (value: unknown) => (String(value) === '1' ? '1' : undefined);

/** A patient's lab report: beside their page (not inside it), so it prints alone. */
export const Route = createFileRoute('/_app/patients/$patientId_/report')({
  // Its scope (see report-scope.ts): a date range, or the results chosen (`results=id,id`).
  // `preliminary=1`: results awaiting validation too, on a report that says PRELIMINARY.
  // The router reads `?preliminary=1` as a number: `1` either way.
  validateSearch: searchSchema({ from: string, to: string, results: string, preliminary }),
  loader: ({ context, params }) =>
    loadPatientSheet(context.queryClient, params.patientId, 'report.crumb'),
  notFoundComponent: () => <NotFoundScreen />,
  component: function ReportRoute() {
    return <ReportScreen patientId={Route.useParams().patientId} />;
  },
});
