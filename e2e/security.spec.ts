import { type Page, type Request } from '@playwright/test';
import { withConfig } from './support/deployment-config';
import {
  account,
  accountMenuName,
  demoOnly,
  greetingName,
  submitLogin,
  test,
} from './support/fixtures';
import {
  dataRows,
  expect,
  openAt,
  rowNamed,
  rowNames,
  settled,
  START_TIMEOUT,
} from './support/lists';

/**
 * A front-desk computer many people share (README "Security"): the idle lock, what a session
 * leaves behind, and where the token may go. The production build without a backend is in
 * production-build.spec.ts. Every test starts signed in (the worker's one sign-in).
 */
test.use({ signedIn: true });

const lockForm = (page: Page) => page.getByRole('form', { name: 'Unlock the screen' });
const patientForm = (page: Page) => page.getByRole('dialog', { name: 'New patient' });
const firstName = (page: Page) => patientForm(page).getByRole('textbox', { name: 'First name' });

async function unlock(page: Page, password = account.password) {
  await lockForm(page).getByLabel('Password').fill(password);
  await lockForm(page).getByRole('button', { name: 'Unlock' }).click();
  await expect(lockForm(page)).toHaveCount(0);
}

test('every tab locks after the idle time; the same password brings the half-typed form back', async ({
  page,
  context,
}) => {
  await withConfig(page, { idleLockMinutes: 2 });
  await page.clock.install();
  await openAt(page, '/patients?edit=new');
  await firstName(page).fill('Half-typed');
  const other = await context.newPage();
  await openAt(other, '/');

  await page.clock.fastForward('02:01');

  for (const tab of [page, other]) {
    await expect(lockForm(tab)).toBeVisible();
    // Hidden from sight and from screen readers, not merely covered.
    await expect(tab.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  }
  await expect(patientForm(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('clinic-admin.token'))).toBeNull();

  await unlock(page);
  await expect(firstName(page)).toHaveValue('Half-typed');
  // The other tab opens with it.
  await expect(lockForm(other)).toHaveCount(0);
  await expect(other.getByRole('heading', { name: greetingName() })).toBeVisible();
});

test('"Switch user" at the lock shows the next person nothing of the first', async ({ page }) => {
  demoOnly('signs in as a second demo account');
  await withConfig(page, { idleLockMinutes: 1 });
  await page.clock.install();
  await openAt(page, '/patients?edit=new');
  await firstName(page).fill('Half-typed');
  await page.clock.fastForward('01:01');
  await expect(lockForm(page)).toBeVisible();

  await lockForm(page).getByRole('button', { name: 'Switch user' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
  await expect(
    page.getByRole('status').filter({ hasText: 'The previous user was signed out' }),
  ).toBeVisible();
  await submitLogin(page, '0700000002', 'reception1');
  await expect(page.getByRole('button', { name: accountMenuName('Omar Khalil') })).toBeVisible();

  await page.goto('/patients?edit=new');
  await expect(firstName(page)).toHaveValue('');
  await expect(page.getByText('Half-typed')).toHaveCount(0);
  await expect(page.getByText(account.name ?? 'Leila Haddad')).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain('Half-typed');
});

test('a browser opened again after the idle time lands on the lock and asks the server nothing', async ({
  page,
  context,
}) => {
  await withConfig(page, { idleLockMinutes: 2 });
  await page.clock.install();
  await openAt(page, '/patients');
  await settled(page.getByRole('table', { name: 'Patients' }));
  await page.close();

  const reopened = await context.newPage();
  const calls: string[] = [];
  reopened.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.includes('/api/')) calls.push(request.url());
  });
  await reopened.clock.fastForward('02:01');
  await reopened.goto('/patients');

  await expect(lockForm(reopened)).toBeVisible({ timeout: START_TIMEOUT });
  await expect(reopened.getByRole('table', { name: 'Patients' })).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('signing out leaves none of the patients it showed in storage, the address or history', async ({
  page,
  context,
  clinic,
}) => {
  await openAt(page, '/patients');
  const table = page.getByRole('table', { name: 'Patients' });
  await settled(table);
  const seen = new Set(await rowNames(table));
  // Made with the list open (on the demo, through this page: no start of its own), and found
  // by a filter the server answers (in the address and the tab's remembered view)...
  const patient = await clinic.patient();
  await page.getByRole('textbox', { name: 'Filter by Name' }).fill(patient.lastName);
  await expect(rowNamed(page, table, patient.name)).toBeVisible();
  await expect(page).toHaveURL((url) => url.search.includes(patient.lastName));
  seen.add(patient.name);
  // ...and a new patient half typed in its name (a form draft, in the address too).
  await page.getByRole('button', { name: 'New patient', exact: true }).click();
  await expect(page).toHaveURL(/[?&]edit=new\b/);
  await firstName(page).fill(`${patient.firstName} Junior`);
  await expect(dataRows(table).first()).toBeVisible();
  for (const name of await rowNames(table)) seen.add(name);

  // Signed out from another tab (the drawer is modal here): this tab follows and wipes its own.
  const other = await context.newPage();
  await openAt(other, '/printers');
  await other.getByRole('button', { name: accountMenuName() }).click();
  await other.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(other).toHaveURL((url) => url.pathname === '/login' && url.search === '');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

  const left = await page.evaluate(async () => ({
    // The demo backend's own database is the server's in a demo, not the session's.
    local: Object.entries(localStorage).filter(([key]) => !key.startsWith('clinic-admin.demo.')),
    session: Object.entries(sessionStorage),
    address: location.href,
    history: JSON.stringify(history.state),
    indexedDb: (await indexedDB.databases()).map((db) => db.name),
    caches: await caches.keys(),
  }));
  expect(left.indexedDb).toEqual([]);
  expect(left.caches).toEqual([]);
  const everything = JSON.stringify(left);
  const found = [...seen, `${patient.firstName} Junior`].filter((name) =>
    everything.includes(name),
  );
  expect(found).toEqual([]);
  expect(seen.size).toBeGreaterThan(5);
});

test('a config.json naming a plain-http API elsewhere stops the start: no request carries the token', async ({
  page,
}) => {
  await withConfig(page, { apiUrl: 'http://api.clinic-elsewhere.example' });
  const withToken: string[] = [];
  page.on('request', (request: Request) => {
    if (request.headers().authorization || request.url().includes('clinic-elsewhere'))
      withToken.push(request.url());
  });
  await page.goto('/patients');

  await expect(
    page.getByRole('heading', { name: "This deployment's configuration is invalid" }),
  ).toBeVisible({ timeout: START_TIMEOUT });
  await expect(page.getByText(/is a plain http address on another computer/)).toBeVisible();
  expect(withToken).toEqual([]);
});
