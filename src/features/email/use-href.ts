import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

/**
 * The current path and query, for "sign in and come back here" links. Read from the router's own
 * events rather than useRouterState, which the sign-in page does not otherwise load.
 */
export function useHref(): string {
  const router = useRouter();
  return useSyncExternalStore(
    (notify) => router.subscribe('onResolved', notify),
    () => router.state.location.href,
  );
}
