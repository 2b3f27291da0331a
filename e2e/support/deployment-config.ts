import type { Page } from '@playwright/test';
import { deploymentConfig, offers, type DeploymentConfig, type Extension } from './deployment';

const EXTENSIONS: Extension[] = ['dateRange', 'resultFlag', 'mail', 'savedViews'];

/**
 * Serves the page the deployment's own config.json (none on the demo) without `extension`, so a
 * test sees what the app does on a backend that lacks it, wherever the suite runs. Routed on the
 * context: on the demo, a page its service worker controls fetches the file through it.
 */
export async function withoutExtension(page: Page, extension: Extension) {
  await page.context().route('**/config.json', async (route) => {
    const response = await route.fetch();
    const text = response.ok() ? await response.text() : '';
    const config = (text.trim().startsWith('{') ? JSON.parse(text) : {}) as DeploymentConfig;
    const others = EXTENSIONS.filter((name) => name !== extension && offers(name));
    await route.fulfill({ json: { ...config, extensions: others } });
  });
}

/**
 * Serves the page the deployment's own config.json (none on the demo; as the global setup read
 * it) with `settings` over it: `{ idleLockMinutes: 2 }`, or `{ idleLockMinutes: 0 }` for a test
 * about something else that lets the clock run for hours. Answered without asking the server
 * again: a request through the route raced the preview server's keep-alive (ECONNRESET).
 */
export async function withConfig(page: Page, settings: Record<string, unknown>) {
  await page
    .context()
    .route('**/config.json', (route) =>
      route.fulfill({ json: { ...deploymentConfig, ...settings } }),
    );
}
