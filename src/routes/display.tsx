import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@/app/auth/auth-context';
import { DisplayScreen } from '@/features/queue/display-screen';

/**
 * The waiting-room display: full screen, outside the main layout, on the same session. Opening
 * it signed out leads to sign-in; a session lost while it runs is said on screen instead (a TV
 * on a wall should not drop to a sign-in form), and it resumes when a session is back.
 */
export const Route = createFileRoute('/display')({
  beforeLoad: async (start) => (await import('@/features/queue/display-start')).startDisplay(start),
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
