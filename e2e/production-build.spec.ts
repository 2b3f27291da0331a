import { expect, test } from '@playwright/test';
import { isExternal } from './support/fixtures';

/**
 * A build with VITE_API_URL ships no MSW code and no demo fixtures: checked on the production
 * build the list budget weighs (bench/demo-code.ts, `npm run test:budget`), which `npm test`
 * makes anyway. Here, its control: the demo build under test does ship what that check looks
 * for, so the check is known to find it.
 */
test.describe('production build', () => {
  test.skip(isExternal, 'builds the app from this checkout; not about the deployment under test');

  test('control: the demo build under test does ship the mock worker', async ({ request }) => {
    const response = await request.get('/mockServiceWorker.js');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('javascript');
    expect(await response.text()).toContain('Mock Service Worker');
  });
});
