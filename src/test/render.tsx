import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { App } from '@/app/app';
import { AuthProvider } from '@/app/auth/auth-context';
import { queryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { theme } from '@/app/theme';

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
