import type { AnyRouter } from '@tanstack/react-router';
import i18n from 'i18next';
import { passRequestGate } from '@/api/interceptors';
import { MAIN_NAMESPACES } from '@/i18n/config';

let warmed = false;

/**
 * What the first screen after sign-in needs, fetched while the user is still typing: the main
 * layout's code and texts, the query cache, and (in demo mode) the demo backend with its
 * service worker. Without it, all of that waited in turn for the sign-in answer, and the demo's
 * first sign-in took seconds on a slow machine. Started by the first focus in the form, never
 * by the page itself, so the sign-in page loads no more than before; once per page.
 */
export function warmUpMainArea(router: AnyRouter) {
  if (warmed) return;
  warmed = true;
  const main = router.routesById['/_app'];
  const home = router.routesById['/_app/'];
  // Failures here are only a missed head start: the real navigation loads (and reports) them.
  const quietly = (work: Promise<unknown> | undefined) => void work?.catch(() => undefined);
  quietly(passRequestGate());
  quietly(import('@/app/query-client'));
  quietly(i18n.loadNamespaces([...MAIN_NAMESPACES]));
  if (main) quietly(router.loadRouteChunk(main));
  if (home) quietly(router.loadRouteChunk(home));
}

/** Tests only: lets a later render warm up again. */
export const resetWarmUp = () => {
  warmed = false;
};
