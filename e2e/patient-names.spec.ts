import type { Page, Request } from '@playwright/test';
import { demoOnly, test } from './support/fixtures';
import { CONTRACT_API, contractOnly, signInToContractBackend } from './support/contract-backend';
import { dataRows, expect, openAt, settled, START_TIMEOUT } from './support/lists';

/**
 * Issue 22: the patients named on a page of 50 results. Where the backend does better than the
 * contract (the demo's batch lookup), a page costs at most 3 API calls; on a server that reads a
 * patient only by id, at most 4 name reads are in flight, and a patient read once is not read
 * again in the tab's session, a reload included.
 */

const results = (page: Page) => page.getByRole('table', { name: 'Results' });
const LOADING = 'Patient name loading';

/** Every row's Patient cell shows a name (a link), none a placeholder. */
async function namesShown(page: Page) {
  const table = results(page);
  await settled(table);
  await expect(table.getByRole('img', { name: LOADING })).toHaveCount(0);
  await expect(table.getByRole('link')).toHaveCount(await dataRows(table).count());
}

const apiPath = (request: Request) => new URL(request.url()).pathname;
const isOneRead = (request: Request) => /\/api\/customers\/[^/]+$/.test(apiPath(request));
const isLookup = (request: Request) =>
  apiPath(request).endsWith('/api/customer') && new URL(request.url()).searchParams.has('_id');

/** The page's API reads (GET): every one, and the name reads in flight at most. */
function watchApi(page: Page) {
  const calls: Request[] = [];
  const reading = new Set<Request>();
  const seen = { mostReading: 0, reading: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !/\/api\//.test(apiPath(request))) return;
    calls.push(request);
    if (!isOneRead(request)) return;
    reading.add(request);
    seen.reading = reading.size;
    seen.mostReading = Math.max(seen.mostReading, reading.size);
  });
  const done = (request: Request) => {
    reading.delete(request);
    seen.reading = reading.size;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { calls, seen };
}

test.describe('on the demo backend, which offers a batch lookup of patients', () => {
  demoOnly("the batch lookup of patients is the demo backend's extension");
  test.use({ signedIn: true });

  test('names a page of 50 in one call, and a page turn costs at most 3 API calls', async ({
    page,
  }) => {
    const { calls } = watchApi(page);
    await openAt(page, '/results?size=50');
    await expect(dataRows(results(page)).first()).toBeVisible({ timeout: START_TIMEOUT });
    await namesShown(page);
    // This page's patients in one call, the next page's (prefetched) in another.
    await expect.poll(() => calls.filter(isLookup).length).toBe(2);
    expect(calls.filter(isOneRead)).toEqual([]);

    const before = calls.length;
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(/rows 51–100/)).toBeVisible();
    await namesShown(page);
    // The page after it is prefetched with its names: the turn's calls, all of them.
    await expect.poll(() => calls.filter(isLookup).length).toBe(3);
    const turn = calls.slice(before);
    expect(turn.filter(isOneRead)).toEqual([]);
    expect(turn.length).toBeLessThanOrEqual(3);
  });
});

test.describe('on a server that follows the contract only', () => {
  contractOnly();

  test('keeps at most 4 name reads in flight, and reads no patient again after a reload', async ({
    page,
  }) => {
    const { calls, seen } = watchApi(page);
    await signInToContractBackend(page, { path: '/results?size=50' });
    await expect(dataRows(results(page)).first()).toBeVisible({ timeout: START_TIMEOUT });
    await namesShown(page);
    const read = calls.filter(isOneRead).map((r) => r.url());
    // More patients than four on the page, never more than four read at once, each once.
    expect(new Set(read).size).toBeGreaterThan(4);
    expect(read.every((url) => url.startsWith(`${CONTRACT_API}/api/customers/`))).toBe(true);
    expect(seen.mostReading).toBeLessThanOrEqual(4);
    expect(read).toHaveLength(new Set(read).size);

    // What was read is kept for the tab's session (the next page's, read ahead, too).
    await expect.poll(() => seen.reading).toBe(0);
    const done = calls.filter(isOneRead).map((r) => r.url());
    await expect
      .poll(async () => {
        const kept = await page.evaluate(() => sessionStorage.getItem('clinic-admin.names') ?? '');
        return done.filter((url) => !kept.includes(`"customers ${url.split('/').pop()}"`));
      })
      .toEqual([]);

    const before = calls.length;
    await page.reload();
    await expect(dataRows(results(page)).first()).toBeVisible({ timeout: START_TIMEOUT });
    await namesShown(page);
    const again = calls
      .slice(before)
      .filter(isOneRead)
      .map((r) => r.url());
    expect(again.filter((url) => done.includes(url))).toEqual([]);
  });
});
