import type { Page } from '@playwright/test';
import { CONTRACT_API, contractOnly, signInToContractBackend } from './support/contract-backend';
import { test } from './support/fixtures';
import { expect, settled } from './support/lists';

/**
 * Issue 22, a first load like a static page's. The screen's first data request goes out from
 * index.html with the first chunks, against a deployment naming its API (the contract-only
 * backend, through config.json), and the app takes its answer rather than asking again.
 */

/** The GET requests `page` sends to `url` (the whole address, query included). */
function requestsTo(page: Page, url: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url() === url) sent.push(url);
  });
  return sent;
}

test.describe('the first data request', () => {
  contractOnly();

  test('is sent once, from index.html, and its answer is the one on screen', async ({ page }) => {
    await signInToContractBackend(page, { path: '/login' });
    const firstPage = `${CONTRACT_API}/api/results?limit=50&skip=0`;
    const sent = requestsTo(page, firstPage);

    await page.goto('/results');
    const results = page.getByRole('table', { name: 'Results' });
    await settled(results);
    await expect(results.getByRole('row').nth(1)).toBeVisible();
    // The next page is fetched ahead as well: only the first is index.html's.
    expect(sent).toEqual([firstPage]);
  });

  test('goes out before, and without, any of the app’s code', async ({ page }) => {
    await signInToContractBackend(page, { path: '/login' });
    const firstPage = `${CONTRACT_API}/api/customer?limit=25&skip=0`;
    const sent = requestsTo(page, firstPage);
    await page.route('**/assets/*.js', (route) => route.abort());

    await page.goto('/patients');
    await expect.poll(() => sent.length).toBe(1);
  });
});
