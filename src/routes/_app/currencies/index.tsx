import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/currencies/')({
  staticData: { crumb: 'nav.currencies' },
  component: () => null,
});
