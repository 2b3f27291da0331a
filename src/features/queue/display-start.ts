import { redirect } from '@tanstack/react-router';
import i18n from 'i18next';
import { passRequestGate } from '@/api/interceptors';

interface DisplayStart {
  context: { auth: { isAuthenticated(): boolean } };
  location: { href: string };
  cause: 'enter' | 'stay' | 'preload';
}

/**
 * The display route's start, loaded with it rather than with the first page (route options sit
 * in the sign-in page's bundle). Opening it signed out leads to sign-in; a session lost while
 * it runs is said on screen instead.
 */
export async function startDisplay({ context, location, cause }: DisplayStart) {
  if (cause !== 'stay' && !context.auth.isAuthenticated()) {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
  void passRequestGate();
  const [{ queryClient }] = await Promise.all([
    import('@/app/query-client'),
    i18n.loadNamespaces('queue'),
  ]);
  return { queryClient };
}
