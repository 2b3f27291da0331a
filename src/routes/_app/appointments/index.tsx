import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/appointments/')({
  staticData: { crumb: 'nav.appointments' },
  component: () => null,
});
