import { expect, type Page } from '@playwright/test';
import { accountMenuName, demoOnly, openSignedIn, SESSION_KEYS, test } from './support/fixtures';
import { dataRows } from './support/lists';

/**
 * The demo backend in the browser: seeded clinic data behind the SPEC §7 calls, changes kept in
 * this browser across reloads, and "Reset demo data" in the user menu bringing the seed back.
 * The calls go through the page's own fetch, so the service worker answers them as it answers
 * the app.
 */
demoOnly('the demo backend itself: its seed, its journal in this browser and its reset');
test.use({ signedIn: true });

/**
 * The app starts its demo backend as its main area opens, without holding the screen for it: a
 * call of the test's own is answered once the app's own data has come (the patients' first row).
 */
async function demoBackendAnswered(page: Page) {
  await expect(dataRows(page.getByRole('table', { name: 'Patients' })).first()).toBeVisible();
}

async function openDemo(page: Page) {
  await openSignedIn(page, '/patients');
  await demoBackendAnswered(page);
}

async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body, tokenKey }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem(tokenKey) ?? ''}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body, tokenKey: SESSION_KEYS.token },
  );
}

const patient = {
  firstName: 'Yasmine',
  lastName: 'Playwright',
  dateOfBirth: '1991-04-12',
  sex: 'female',
  phone: '0712345678',
  createdAt: new Date().toISOString(),
};

test('the demo clinic is seeded with patients, results and payments', async ({ page }) => {
  await openDemo(page);
  const customers = await api(page, 'GET', '/api/customer?limit=10&skip=0');
  expect(customers.status).toBe(200);
  expect(customers.body).toMatchObject({ count: expect.any(Number), data: expect.any(Array) });
  expect((customers.body as { count: number }).count).toBeGreaterThanOrEqual(2000);
  const results = await api(page, 'GET', '/api/results?limit=1&skip=0');
  expect((results.body as { count: number }).count).toBeGreaterThanOrEqual(20000);
  const payments = await api(page, 'GET', '/api/payment/transactions?limit=1&skip=0');
  expect((payments.body as { totalCount: number }).totalCount).toBeGreaterThanOrEqual(5000);
});

async function createPatient(page: Page) {
  const created = await api(page, 'POST', '/api/customer', patient);
  expect(created.status).toBe(201);
  return (created.body as { _id: string })._id;
}

test('a change survives a reload', async ({ page }) => {
  await openDemo(page);
  const id = await createPatient(page);

  await page.reload();
  await demoBackendAnswered(page);
  expect((await api(page, 'GET', `/api/customers/${id}`)).body).toMatchObject({
    lastName: 'Playwright',
  });
});

// Two tests rather than one: the reset rewrites the whole seed (thousands of records), which is
// the longest step of this file; each test keeps one flow and well within its time.
test('"Reset demo data" brings the seed back, and the change stays gone after a reload', async ({
  page,
}) => {
  await openDemo(page);
  const id = await createPatient(page);

  await page.getByRole('button', { name: accountMenuName() }).click();
  await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset demo data?' });
  await dialog.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page.getByText('The demo data has been reset.')).toBeVisible();
  await expect(dialog).toBeHidden();

  expect((await api(page, 'GET', `/api/customers/${id}`)).status).toBe(404);
  await page.reload();
  await demoBackendAnswered(page);
  expect((await api(page, 'GET', `/api/customers/${id}`)).status).toBe(404);
});

test('the demo backend refuses calls without the bearer token', async ({ page }) => {
  await openDemo(page);
  const status = await page.evaluate(
    async () => (await fetch('/api/customer?limit=1&skip=0')).status,
  );
  expect(status).toBe(401);
});
