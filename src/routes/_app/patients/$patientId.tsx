import { createFileRoute } from '@tanstack/react-router';
import { customers } from '@/api/resources/customers';
import { personName } from '@/components/references/references';
import { PatientPage } from '@/features/patients/patient-page';
import { PATIENT_TABS, type PatientTab } from '@/features/patients/tabs';

const isTab = (value: unknown): value is PatientTab => PATIENT_TABS.includes(value as PatientTab);

export const Route = createFileRoute('/_app/patients/$patientId')({
  validateSearch: (raw: Record<string, unknown>): { tab?: PatientTab; edit?: string } => ({
    ...(isTab(raw.tab) && { tab: raw.tab }),
    ...(typeof raw.edit === 'string' && { edit: raw.edit }),
  }),
  loader: async ({ context, params }) => {
    const patient = await context.queryClient.ensureQueryData(customers.queries.one(params.patientId));
    return { crumb: personName(patient) };
  },
  component: PatientRoute,
});

function PatientRoute() {
  const { patientId } = Route.useParams();
  const { tab = 'appointments' } = Route.useSearch();
  return <PatientPage patientId={patientId} tab={tab} />;
}
