import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppErrorBoundary } from '@/components/feedback/error-boundary';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { textDirection } from '@/i18n/config';
import { AuthProvider, useAuth } from './auth/auth-context';
import { createAppRouter, type AppRouter } from './router';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME, theme } from './theme';
import '@/components/styles/base';

const ShellErrorFallback = lazy(() =>
  import('@/components/feedback/shell-error-fallback').then((m) => ({
    default: m.ShellErrorFallback,
  })),
);

/** Keeps Mantine's direction in step with the language (Arabic is right to left). */
function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const dir = textDirection(i18n.resolvedLanguage);
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

function RoutedApp({ router }: { router: AppRouter }) {
  const auth = useAuth();
  // Any change of session (sign-in, sign-out, expiry, a 401, another tab) re-runs the route
  // guards, which send a signed-out user to /login with the page they were on.
  useEffect(() => {
    void router.invalidate();
  }, [auth.session, router]);
  return <RouterProvider router={router} context={{ auth }} />;
}

interface AppProps {
  /** Tests pass a router on memory history; the app makes its own. */
  router?: AppRouter;
  /** Mantine's test environment turns off transitions and portals. */
  env?: 'default' | 'test';
}

export function App({ router: given, env = 'default' }: AppProps) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <DirectionProvider detectDirection>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme={DEFAULT_COLOR_SCHEME}
        env={env}
      >
        <AppErrorBoundary
          fallback={
            <Suspense fallback={null}>
              <ShellErrorFallback />
            </Suspense>
          }
        >
          <Suspense fallback={<PageSpinner fullScreen />}>
            <DirectionSync />
            <AuthProvider>
              <RoutedApp router={router} />
            </AuthProvider>
          </Suspense>
        </AppErrorBoundary>
      </MantineProvider>
    </DirectionProvider>
  );
}
