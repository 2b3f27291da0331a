import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setRequestGate } from '@/api/interceptors';
import { App } from '@/app/app';
import { readSession } from '@/app/auth/storage';
import { isSessionValid } from '@/app/auth/session';
import { lockIfIdle } from '@/app/auth/idle';
import { backend } from '@/api/backend';
import { settings } from '@/config/settings';
import { earlyRequestTarget } from '@/app/early-target';
import { createAppRouter } from '@/app/router';
import { applyThemeParam } from '@/components/styles/theme';
import { warmUpSignedOut } from '@/app/warm-up';
import { initI18n } from '@/i18n';
import { startHandoff } from '@/lib/start-handoff';

/** Instead of the app: a production build given no backend, or the app inside another's frame. */
const showInstead = (screen: 'NoBackendApp' | 'FramedApp') =>
  void import('@/components/feedback/no-backend-screen').then((m) => {
    const Screen = m[screen];
    root.render(<Screen />);
  });

applyThemeParam();
void initI18n();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element to mount the app into.');
const root = createRoot(rootElement);

function start() {
  const { apiUrl, demo } = backend();
  // Written out as the build's test (api/backend.ts DEMO_BUILD) so the bundler sees `if (false)` in
  // this very module and never even emits the demo chunk in a production build (`npm run build`)
  // or one with VITE_API_URL set. In a demo build, a config.json naming an apiUrl turns
  // the profile's `demo` off: that backend answers, not MSW.
  if (import.meta.env.MODE !== 'production' && !import.meta.env.VITE_API_URL && demo) {
    // The demo backend loads with the first API call, not with the first page: the sign-in page
    // stays light.
    let started: Promise<void> | undefined;
    setRequestGate(
      () => (started ??= import('@/mocks/demo-backend').then((m) => m.startDemoBackend())),
    );
  }
  // A production build given no backend says so; it never becomes a demo.
  if (!apiUrl && !demo) return showInstead('NoBackendApp');
  // Checked and applied, the configuration decides: a session idle since before this start
  // (the browser opened again) locks before anything of it is asked for; otherwise the screen's
  // first data is asked for now, from the API it names, while the route's code loads.
  lockIfIdle(settings().idleLockMs);
  const target = earlyRequestTarget();
  if (target)
    void import('@/app/first-request').then((m) => m.sendEarlyRequest(target.apiUrl, target.token));
  const router = createAppRouter();
  // Signed out: the code of the page shown (the sign-in page, where the guard sends a main-area
  // path) starts now, with the start's own texts. Signed in, asking for the page's code, texts
  // and cache at start measured no gain (docs/first-load.md): the router does it.
  if (!isSessionValid(readSession({ repair: false })))
    warmUpSignedOut(router, window.location.pathname);
  // The first render in a transition: React renders it a slice at a time, between which the
  // browser paints and answers input, instead of in one task of a second on a slow phone (the
  // static shell is on screen meanwhile).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

// Inside another site's frame the app does not start (clickjacking): see no-backend-screen.tsx.
// Otherwise it starts once config.json is read (index.html asked for it before this chunk
// loaded): every call and the demo gate depend on it. Its reader (and the screen saying what is
// wrong with it) load only when a deployment has one: the first page of others stays as light.
if (window.top !== window.self) showInstead('FramedApp');
else
  void (startHandoff().config ?? Promise.resolve(null)).then((answer) =>
    answer
      ? import('@/app/runtime-config').then((m) => m.startWithConfig(answer, root, start))
      : start(),
  );
