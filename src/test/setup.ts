import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { accounts } from '@/mocks/db/accounts';
import { resetDemoData } from '@/mocks/db/reset';
import { server } from '@/mocks/node';
import { queryClient } from '@/app/query-client';
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

// Every request must meet a handler of the demo backend: an unknown call is a failing test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  // Mantine keeps notifications in a module-level store that outlives the rendered tree.
  notifications.clean();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  accounts.reset();
  resetDemoData();
  queryClient.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
afterAll(() => server.close());
