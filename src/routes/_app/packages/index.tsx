import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/packages/')({
  staticData: { crumb: 'nav.packages' },
  component: () => null,
});
