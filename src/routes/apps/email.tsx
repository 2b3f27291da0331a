import { createFileRoute } from '@tanstack/react-router';
import i18n from 'i18next';
import { EmailLayout } from '@/features/email/screens';

/**
 * The email area (SPEC §2: /apps/email/*, reachable without the sign-in check). Outside the
 * guarded main layout, so it brings in the query cache itself, and its texts load with it: the
 * sign-in page carries neither.
 */
export const Route = createFileRoute('/apps/email')({
  beforeLoad: async () => {
    const [{ queryClient }] = await Promise.all([
      import('@/app/query-client'),
      i18n.loadNamespaces('email'),
    ]);
    return { queryClient };
  },
  component: EmailRoute,
});

function EmailRoute() {
  const { queryClient } = Route.useRouteContext();
  return <EmailLayout queryClient={queryClient} />;
}
