import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/types/')({
  staticData: { crumb: 'nav.types' },
  component: () => null,
});
