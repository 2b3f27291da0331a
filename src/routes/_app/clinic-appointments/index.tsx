import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/clinic-appointments/')({
  staticData: { crumb: 'nav.clinicAppointments' },
  component: () => null,
});
