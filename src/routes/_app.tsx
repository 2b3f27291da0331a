import { notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import i18n from 'i18next';
import { useEffect } from 'react';
import { passRequestGate } from '@/api/interceptors';
import type { FlushResult } from '@/api/resource/outbox';
import { MAIN_NAMESPACES } from '@/i18n/config';
import { LazyNotifications } from '@/components/feedback/lazy-notifications';
import { startCriticalAnnouncerLater } from '@/features/lab/parts/critical-announcer-start';
import { startScanningLater } from '@/features/lab/scan/scan-start';
import { CameraScanSlot } from '@/features/lab/scan/camera-scan-slot';
import { DrawerBadge } from '@/features/payments/drawer-badge';
import { AppLayout } from '@/components/layout/app-layout';
import { SessionPanel } from '@/features/auth/session-panel';
import { UserMenu } from '@/features/auth/user-menu';
import { QuickSearch } from '@/features/quick-search/quick-search';
import '@mantine/notifications/styles.css';

/**
 * The guarded main layout: every path not claimed by an anonymous route lands here. Its guard
 * also brings in the query cache, so routes below find `queryClient` in their context.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    if (!context.auth.isAuthenticated()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    // The main area is all server data: on the demo backend, start it now rather than with the
    // first call (a no-op without a gate, i.e. against a real backend).
    void passRequestGate();
    const [{ queryClient }] = await Promise.all([
      import('@/app/query-client'),
      i18n.loadNamespaces([...MAIN_NAMESPACES]),
    ]);
    return { queryClient };
  },
  component: MainLayout,
});

function MainLayout() {
  // The client only: the guard returns a new context object on every navigation (a change of
  // page or filter too), and reading all of it rendered the whole shell again each time.
  const queryClient = Route.useRouteContext({ select: (context) => context.queryClient });
  useEffect(() => {
    // Deletes still waiting when this user's page was last closed are sent now (see
    // api/resource/outbox); lists read again, and a refused one comes back with the reason.
    const settled = ({ sent, refused }: FlushResult) => {
      for (const message of new Set(refused)) notifications.show({ color: 'red', message });
      if (sent + refused.length > 0) void queryClient.invalidateQueries();
    };
    void import('@/api/resource/outbox')
      .then(({ flushPendingDeletes }) => flushPendingDeletes(settled))
      .then(settled);
  }, [queryClient]);
  // New critical results are announced while the main area is open (features/lab/parts).
  useEffect(() => startCriticalAnnouncerLater(queryClient), [queryClient]);
  // A sample's barcode scanned anywhere opens its results (listened for once the page settled).
  const navigate = useNavigate();
  useEffect(() => startScanningLater(navigate, queryClient), [navigate, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <LazyNotifications position="top-right" />
      <AppLayout
        userMenu={<UserMenu />}
        aside={<SessionPanel />}
        navTop={<CameraScanSlot inNav />}
        search={
          <>
            <CameraScanSlot />
            <QuickSearch />
            <DrawerBadge />
          </>
        }
      />
    </QueryClientProvider>
  );
}
