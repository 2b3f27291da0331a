import { createFileRoute, notFound } from '@tanstack/react-router';
import { searchSchema, text, oneOf } from '@/lib/search-schema';
import { ApiError } from '@/api/errors';
import { customers } from '@/api/resources/customers';
import { NotFoundScreen } from '@/components/feedback/not-found-screen';
import { personName } from '@/components/references/references';
import { PatientPage } from '@/features/patients/patient-page';
import { PATIENT_TABS } from '@/features/patients/tabs';

export const Route = createFileRoute('/_app/patients/$patientId')({
  // The page's section and its edit drawer (`?edit=<id>`).
  validateSearch: searchSchema({ tab: oneOf(PATIENT_TABS), edit: text }),
  loader: async ({ context, params }) => {
    try {
      const patient = await context.queryClient.ensureQueryData(
        customers.queries.one(params.patientId),
      );
      return { crumb: personName(patient) };
    } catch (error) {
      // No such patient (a stale link, a typo): the not-found page, in the layout.
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  notFoundComponent: () => <NotFoundScreen />,
  component: PatientRoute,
});

function PatientRoute() {
  const { patientId } = Route.useParams();
  const { tab = 'appointments' } = Route.useSearch();
  return <PatientPage patientId={patientId} tab={tab} />;
}
