import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/apps/email/')({
  beforeLoad: () => {
    throw redirect({ to: '/apps/email/$folder', params: { folder: 'inbox' }, replace: true });
  },
});
