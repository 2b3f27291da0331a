import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setRequestGate } from '@/api/interceptors';
import { App } from '@/app/app';
import { applyThemeParam } from '@/app/theme';
import { initI18n } from '@/i18n';

applyThemeParam();
void initI18n();

// Same test as DEMO_MODE, written out here so the bundler sees `if (false)` in this very module
// and never even emits the demo chunk in a build with VITE_API_URL set.
if (!import.meta.env.VITE_API_URL) {
  // The demo backend loads with the first API call, not with the first page: the sign-in page
  // stays light, and a build with VITE_API_URL set drops this branch and all of MSW.
  let started: Promise<void> | undefined;
  setRequestGate(() => (started ??= import('@/mocks/demo-backend').then((m) => m.startDemoBackend())));
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount the app into.');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
