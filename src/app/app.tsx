import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppErrorBoundary } from '@/components/feedback/error-boundary';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { DemoNotice } from '@/components/layout/demo-notice';
import { textDirection } from '@/i18n/config';
import { AuthProvider, useAuth, type SignOutReason } from './auth/auth-context';
import { SessionLock } from './auth/session-lock';
import { DEMO_MODE } from './config';
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

/** What of an address may follow a user to the sign-in page: where, not what they searched. */
const PAGING = ['page', 'size', 'sort'];

/**
 * Where the sign-in page sends the user back to after a session that ended under them: the path
 * and its paging, never filters (a patient's name in `?name=` would sit in the address bar and
 * the history for the next person). A user who signed out, or handed over the desk, goes nowhere.
 */
function returnPath(router: AppRouter, reason: SignOutReason | null) {
  if (reason === 'user' || reason === 'switch') return undefined;
  const { pathname, search } = router.state.location;
  const kept = new URLSearchParams();
  for (const key of PAGING) {
    const value = (search as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') kept.set(key, String(value));
  }
  return kept.size ? `${pathname}?${kept}` : pathname;
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
      const redirect = returnPath(router, auth.lastSignOutReason);
      // A form left dirty asks before leaving; not here: there is nobody left to ask.
      void router.navigate({
        to: '/login',
        search: redirect ? { redirect } : {},
        replace: true,
        ignoreBlocker: true,
      });
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
            {DEMO_MODE && <DemoNotice />}
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
