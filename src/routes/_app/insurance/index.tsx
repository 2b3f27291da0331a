import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/insurance/')({
  staticData: { crumb: 'nav.insurance' },
  component: () => null,
});
