import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/errors';
import { createAppRouter } from '@/app/router';
import { PageSpinner } from './page-spinner';

/** A screen that fails to render while `failure` is set. */
let failure: Error | null = null;
function FragileScreen() {
  if (failure) throw failure;
  return <h1>Patients</h1>;
}

/** The error component the app's router is configured with. */
const appErrorComponent = createAppRouter(createMemoryHistory()).options.defaultErrorComponent;

/** A router with the app's error component and one fragile route. */
function renderRouterWithFragileRoute() {
  const rootRoute = createRootRoute();
  const fragile = createRoute({
    getParentRoute: () => rootRoute,
    path: '/patients',
    component: FragileScreen,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([fragile]),
    history: createMemoryHistory({ initialEntries: ['/patients'] }),
    defaultErrorComponent: appErrorComponent,
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('a screen that fails to render', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    failure = null;
  });

  it('is replaced by the server-error screen, and the error is logged', async () => {
    failure = new Error('render failed');
    renderRouterWithFragileRoute();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The page could not be shown. Try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Patients' })).not.toBeInTheDocument();
    // Logged by an effect, which may run after the screen has painted (it did under CI load).
    await waitFor(() => expect(console.error).toHaveBeenCalledWith(failure));
  });

  it('says what went wrong when an API call failed', async () => {
    failure = new ApiError('Failed to fetch customers', 500, 'http');
    renderRouterWithFragileRoute();

    expect(
      await screen.findByText(
        'The page could not be shown. Try again in a moment. Failed to fetch customers',
      ),
    ).toBeInTheDocument();
  });

  it('keeps technical details of other errors off the screen', async () => {
    failure = new TypeError("Cannot read properties of undefined (reading 'map')");
    renderRouterWithFragileRoute();

    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
  });

  it('shows the screen again after Try again once the cause is gone', async () => {
    failure = new Error('render failed');
    const { user } = renderRouterWithFragileRoute();
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });

    failure = null;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});

describe('the loading spinner', () => {
  it('is announced as loading', () => {
    render(
      <MantineProvider env="test">
        <PageSpinner />
      </MantineProvider>,
    );

    expect(screen.getByRole('status')).toContainElement(screen.getByLabelText('Loading…'));
  });
});
