import { createFileRoute, notFound, useSearch } from '@tanstack/react-router';
import { ApiError } from '@/api/errors';
import { customers } from '@/api/resources/customers';
import { NotFoundScreen } from '@/components/feedback/not-found-screen';
import { personName } from '@/components/references/references';
import { PatientPage } from '@/features/patients/patient-page';
import { PATIENT_TABS, type PatientTab } from '@/features/patients/tabs';

const isTab = (value: unknown): value is PatientTab => PATIENT_TABS.includes(value as PatientTab);

export const Route = createFileRoute('/_app/patients/$patientId')({
  // No validateSearch: route options sit in the sign-in page's bundle; the page reads its own
  // keys (`tab` here, `edit` in the page).
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
  const { tab } = useSearch({ strict: false }) as Record<string, unknown>;
  return <PatientPage patientId={patientId} tab={isTab(tab) ? tab : 'appointments'} />;
}
