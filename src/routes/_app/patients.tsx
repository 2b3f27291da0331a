import { createFileRoute } from '@tanstack/react-router';

/** The patients area: its list and each patient's page share the "Patients" breadcrumb. */
export const Route = createFileRoute('/_app/patients')({
  staticData: { crumb: 'nav.patients' },
});
