import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, string } from '@/lib/search-schema';
import { NotFoundScreen } from '@/components/feedback/not-found-screen';
import { LabelsScreen } from '@/features/lab/labels/labels-screen';
import { loadPatientSheet } from '@/features/lab/parts/patient-sheet-loader';

/** A patient's specimen labels: beside their page (not inside it), so they print alone. */
export const Route = createFileRoute('/_app/patients/$patientId_/labels')({
  // The visit (its samples' `sampledAt`; the latest when absent) and the roll's label size
  // (checked by the screen, whose sizes do not load with the routes).
  validateSearch: searchSchema({ visit: string, size: string }),
  loader: ({ context, params }) =>
    loadPatientSheet(context.queryClient, params.patientId, 'labels.crumb'),
  notFoundComponent: () => <NotFoundScreen />,
  component: function LabelsRoute() {
    return <LabelsScreen patientId={Route.useParams().patientId} />;
  },
});
