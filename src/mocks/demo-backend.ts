import { setupWorker } from 'msw/browser';
import { applyStoredDemoLatency } from './config';
import { handlers } from './handlers';

const worker = setupWorker(...handlers);

/**
 * Starts the demo backend in the browser. If the service worker cannot start (blocked by the
 * browser or a test harness), requests go to the network instead and the failure is logged.
 */
export async function startDemoBackend(): Promise<void> {
  applyStoredDemoLatency();
  try {
    await worker.start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  } catch (error) {
    console.warn('The demo backend could not start; requests go to the network.', error);
  }
}
