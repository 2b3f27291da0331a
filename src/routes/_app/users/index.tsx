import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/users/')({
  staticData: { crumb: 'nav.users' },
  component: () => null,
});
