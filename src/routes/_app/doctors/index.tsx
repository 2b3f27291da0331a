import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/doctors/')({
  staticData: { crumb: 'nav.doctors' },
  component: () => null,
});
