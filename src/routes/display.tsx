import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import i18n from 'i18next';
import { passRequestGate } from '@/api/interceptors';
import { useAuth } from '@/app/auth/auth-context';
import { DisplayScreen } from '@/features/queue/display-screen';

/**
 * The waiting-room display: full screen, outside the main layout, on the same session. Opening
 * it signed out leads to sign-in; a session lost while it runs is said on screen instead (a TV
 * on a wall should not drop to a sign-in form), and it resumes when a session is back.
 */
export const Route = createFileRoute('/display')({
  beforeLoad: async ({ context, location, cause }) => {
    if (cause !== 'stay' && !context.auth.isAuthenticated()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    void passRequestGate();
    const [{ queryClient }] = await Promise.all([
      import('@/app/query-client'),
      i18n.loadNamespaces('queue'),
    ]);
    return { queryClient };
  },
  component: DisplayRoute,
});

function DisplayRoute() {
  const { queryClient } = Route.useRouteContext();
  // A new session starts a fresh display (sign-out cleared the cache under the old one).
  const token = useAuth().session?.token ?? 'signed-out';
  return (
    <QueryClientProvider client={queryClient}>
      <DisplayScreen key={token} />
    </QueryClientProvider>
  );
}
