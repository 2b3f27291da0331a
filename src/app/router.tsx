import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { routeTree } from '@/routeTree.gen';
import type { Auth } from './auth/auth-context';

/** What every route sees. The main layout adds `queryClient` for the routes below it. */
export interface RouterContext {
  auth: Auth;
}

// Error and not-found screens load when needed: the happy path (and the sign-in page) skip them.
const RouteError = lazyRouteComponent(
  () => import('@/components/feedback/route-error'),
  'RouteError',
);
const NotFoundScreen = lazyRouteComponent(
  () => import('@/components/feedback/not-found-screen'),
  'NotFoundScreen',
);

/** The app's router; tests pass memory history, the browser uses its own. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history && { history }),
    // The real auth object is supplied by <RouterProvider context> on every render.
    context: { auth: undefined as unknown as Auth },
    defaultPreload: 'intent',
    // Loaders hand data to TanStack Query; the router need not cache it a second time.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <PageSpinner />,
    defaultPendingMs: 150,
    // Once shown, the spinner goes as soon as the page is ready: the router's default keeps it
    // half a second more, which every slow start (a cold load, the demo backend starting)
    // paid in full, on the screen's frame as well as its rows.
    defaultPendingMinMs: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFoundScreen fullScreen />,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The route's breadcrumb: an i18n key of `common` (a route's loader may name it instead). */
    crumb?: string;
  }
}
