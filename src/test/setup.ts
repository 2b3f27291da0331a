// First: the modules below may register for a session's end as they load.
import '@/app/session-source';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { notifications } from '@mantine/notifications';
import { setI18n } from 'react-i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { accounts } from '@/mocks/db/accounts';
import { resetDemoData } from '@/mocks/db/reset';
import { server } from '@/mocks/node';
import { queryClient } from '@/app/query-client';
import { clearNames } from '@/api/names/name-store';
import { runSignOutHooks } from '@/app/auth/sign-out-hooks';
import { initTestI18n } from './i18n';

initTestI18n();

// Screens are code-split: the first visit to one in a test run waits for its module to be
// transformed, which can take longer than Testing Library's default one second.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs, which jsdom lacks.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
// The router restores scroll positions; jsdom only logs "Not implemented" for it.
window.scrollTo = (() => {}) as typeof window.scrollTo;
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

/** Forgets every cookie the page set (the language detector reads one). */
function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

// Test files share their worker's modules and document (vitest.config: isolate false, which
// saves each file a second of jsdom and this setup). So each file starts from the same ground:
// the test texts' i18next instance in English bound to react-i18next (a file that starts the
// app's own i18n binds another), no cookies, real timers.
beforeAll(async () => {
  setI18n(initTestI18n());
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  clearCookies();
  vi.useRealTimers();
  // Every request must meet a handler of the demo backend: an unknown call is a failing test.
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(async () => {
  cleanup();
  // Mantine keeps notifications in a module-level store that outlives the rendered tree.
  notifications.clean();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  accounts.reset();
  resetDemoData();
  queryClient.clear();
  clearNames();
  // What a module holds of a session (the email area's signed-out drafts, waiting deletes).
  runSignOutHooks();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
afterAll(() => server.close());
