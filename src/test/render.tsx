import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { App } from '@/app/app';
import { AuthProvider } from '@/app/auth/auth-context';
import { queryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { theme } from '@/components/styles/theme';

/** A component inside the app's providers (Mantine, Query, auth). */
export function renderWithProviders(ui: ReactNode) {
  const user = userEvent.setup();
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{ui}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { user, queryClient, ...result };
}

/** The whole app (real providers, routes, guard and layout) at a path, on memory history. */
export function renderApp(path = '/') {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const user = userEvent.setup();
  const result = render(<App router={router} env="test" />);
  return { user, router, queryClient, screen, ...result };
}

interface RenderRouteOptions {
  /** The URL the test starts at (path `/` is the component under test). */
  path?: string;
  /** The route's search validation, as a file route would declare it. */
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
  /**
   * The app's route the component stands in for (`/_app/results/worksheet`): a screen that reads
   * its route's search by id (`useSearch({ from: id })`) finds it here, still at path `/`.
   */
  id?: string;
}

/**
 * A component as the only screen of a small router (memory history), inside the app's providers:
 * for components that read or write the URL (search params, links, navigation blockers).
 * `/elsewhere` is a second screen to navigate away to.
 */
export function renderRoute(Component: () => ReactNode, options: RenderRouteOptions = {}) {
  const rootRoute = createRootRoute({ component: Outlet });
  const screenRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: Component,
    ...(options.validateSearch && { validateSearch: options.validateSearch }),
  });
  // As the route generator names a route whose id is not its path: after it is made (a route
  // made with both refuses), before the router reads them.
  if (options.id) Object.assign(screenRoute.options, { id: options.id.replace(/^\//, '') });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '/elsewhere',
    component: () => <p>Elsewhere</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [options.path ?? '/'] }),
  });
  const rendered = renderWithProviders(<RouterProvider router={router} />);
  return { ...rendered, router };
}

/** The router `renderRoute` makes: `/` and `/elsewhere`, for a test's typed links. */
export type RouteTestRouter = ReturnType<typeof renderRoute>['router'];
