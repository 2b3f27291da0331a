import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/patients/')({
  staticData: { crumb: 'nav.patients' },
  component: () => null,
});
