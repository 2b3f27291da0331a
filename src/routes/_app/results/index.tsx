import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/results/')({
  staticData: { crumb: 'nav.results' },
  component: () => null,
});
