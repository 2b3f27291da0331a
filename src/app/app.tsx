import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './session-source';
import { AppErrorBoundary } from '@/components/feedback/error-boundary';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { textDirection } from '@/i18n/config';
import { AuthProvider, useAuth } from './auth/auth-context';
import { uncoverPage } from './auth/lock-cover';
import { SessionLock } from './auth/session-lock';
import { backend } from '@/api/backend';
import { createAppRouter, type AppRouter } from './router';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME, theme } from '@/components/styles/theme';
import '@/components/styles/base';

/** The demo's notice: a chunk of its own, which a production build does not even emit. */
const DemoNotice =
  import.meta.env.MODE !== 'production' && !import.meta.env.VITE_API_URL
    ? lazy(() => import('@/components/layout/demo-notice').then((m) => ({ default: m.DemoNotice })))
    : () => null;

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
  const userId = auth.session?.user.id;
  const before = useRef(userId);
  useEffect(() => {
    const ended = before.current !== undefined && userId === undefined;
    before.current = userId;
    // A session ended (signing out, expiry, a 401, "Switch user", another tab): the sign-in page
    // takes the place of whatever was shown, the email area's included, in the same history
    // entry. Otherwise (a sign-in here or elsewhere) the route guards run again.
    if (ended) {
      // Back to the same page after signing in again, but never with its query: a filter may
      // name a patient, and the address would show it to the next person. Nowhere after a
      // sign-out the user chose, or "Switch user".
      const reason = auth.lastSignOutReason;
      const redirect =
        reason === 'user' || reason === 'switch' ? undefined : router.state.location.pathname;
      // A form left dirty asks before leaving; not here: there is nobody left to ask.
      void router
        .navigate({
          to: '/login',
          search: redirect ? { redirect } : {},
          replace: true,
          ignoreBlocker: true,
        })
        // Ended at the lock: the page it covered is gone now, not shown on the way out.
        .finally(uncoverPage);
    } else void router.invalidate();
  }, [userId, router, auth.lastSignOutReason]);
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
            {backend().demo && (
              <Suspense fallback={null}>
                <DemoNotice />
              </Suspense>
            )}
            <AuthProvider>
              <RoutedApp router={router} />
              <SessionLock />
            </AuthProvider>
          </Suspense>
        </AppErrorBoundary>
      </MantineProvider>
    </DirectionProvider>
  );
}
