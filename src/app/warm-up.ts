import type { AnyRouter } from '@tanstack/react-router';
import i18n from 'i18next';
import { passRequestGate } from '@/api/interceptors';
import { MAIN_NAMESPACES } from '@/i18n/config';

const warmed = new Set<string>();

/**
 * What a screen of the main area needs before it can show, fetched all at once: the code of
 * every route `path` matches (the main layout and the screen), the main area's texts and query
 * cache, and (in demo mode) the demo backend with its service worker. Left to the router, each
 * waited for the one before (the texts, then the guard, then the route's code, then the code it
 * imports): a chain of round trips on a slow network.
 *
 * Started by the sign-in form's first focus, for the page the user is going to (never by the
 * sign-in page itself, which loads no more than before). At a signed-in start it measured no
 * gain (docs/first-load.md) and is not used there. Once per path and page load; failures are only a missed head start (the navigation
 * itself loads, and reports, them).
 */
export function warmUpMainArea(router: AnyRouter, path = '/') {
  const pathname = new URL(path, 'http://app.invalid').pathname;
  if (warmed.has(pathname)) return;
  warmed.add(pathname);
  // The email area, say, lies outside the main layout and needs none of the rest.
  if (!loadRouteCode(router, pathname)) return;
  quietly(passRequestGate());
  quietly(import('@/app/query-client'));
  // The resource engine sits three imports below a screen's own code: asked for now, its code
  // comes with the screen's rather than a round trip or two after it.
  quietly(import('@/api/define-resource'));
  quietly(i18n.loadNamespaces([...MAIN_NAMESPACES]));
}

/**
 * A signed-out start: the code of the page shown, asked for with the start's texts rather than
 * after them (the sign-in page's, on the way to every first screen of the day). A main-area
 * path will be sent to the sign-in page by its guard: that page's code, then.
 */
export function warmUpSignedOut(router: AnyRouter, path: string) {
  const pathname = new URL(path, 'http://app.invalid').pathname;
  const [routes] = router.getMatchedRoutes(pathname);
  if (routes.some((route) => route.id === MAIN_LAYOUT)) loadRouteCode(router, '/login');
  else loadRouteCode(router, pathname);
}

const MAIN_LAYOUT = '/_app';
const quietly = (work: Promise<unknown> | undefined) => void work?.catch(() => undefined);

/** Asks for the code of every route `pathname` matches; says whether the main layout is one. */
function loadRouteCode(router: AnyRouter, pathname: string): boolean {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) quietly(router.loadRouteChunk(route));
  return routes.some((route) => route.id === MAIN_LAYOUT);
}

/** Tests only: lets a later render warm up again. */
export const resetWarmUp = () => warmed.clear();
