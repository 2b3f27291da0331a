import { type BrowserContext, type Page, type Request } from '@playwright/test';
import { withConfig } from './support/deployment-config';
import { labResult, labStatuses } from './support/lab';
import { pdfPages } from './support/pdf';
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

/** Locks at once, from the account menu. */
async function lockNow(page: Page) {
  await page.getByRole('button', { name: accountMenuName() }).click();
  await page.getByRole('menuitem', { name: 'Lock screen' }).click();
}

/** The display's lock: the clinic, that it waits, and nothing of who is signed in. */
const displayPaused = (page: Page) =>
  page.getByRole('main').filter({ hasText: 'The display resumes when the desk is unlocked.' });

/** A desk that locks after `minutes` idle, on the test's clock, open at `path`. */
async function idleDesk(page: Page, minutes: number, path: string) {
  await withConfig(page, { idleLockMinutes: minutes });
  await page.clock.install();
  await openAt(page, path);
}

/** A new patient's first name half typed on a desk that locks after `minutes`. */
async function halfTyped(page: Page, minutes: number) {
  await idleDesk(page, minutes, '/patients?edit=new');
  await firstName(page).fill('Half-typed');
}

/**
 * The browser closed on the patients list of a desk that locks after 2 minutes, and opened
 * again after them: its new tab, which has loaded nothing yet.
 */
async function reopenedAfterIdle(page: Page, context: BrowserContext) {
  await idleDesk(page, 2, '/patients');
  await settled(page.getByRole('table', { name: 'Patients' }));
  await page.close();
  const reopened = await context.newPage();
  await reopened.clock.fastForward('02:01');
  return reopened;
}

async function unlock(page: Page, password = account.password) {
  await lockForm(page).getByLabel('Password').fill(password);
  await lockForm(page).getByRole('button', { name: 'Unlock' }).click();
  await expect(lockForm(page)).toHaveCount(0);
}

test('every tab locks after the idle time; the same password brings the half-typed form back', async ({
  page,
  context,
}) => {
  await halfTyped(page, 2);
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
  await halfTyped(page, 1);
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
  const reopened = await reopenedAfterIdle(page, context);
  const calls: string[] = [];
  reopened.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.includes('/api/')) calls.push(request.url());
  });
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

test('the waiting-room display opened after the idle time is locked too, naming nobody, and gets no one past the lock', async ({
  page,
  context,
}) => {
  const tv = await reopenedAfterIdle(page, context);
  await tv.goto('/display');
  await expect(displayPaused(tv)).toBeVisible({ timeout: START_TIMEOUT });
  await expect(tv.getByRole('heading', { name: 'Clinic Admin', level: 1 })).toBeVisible();
  await expect(tv.getByText(account.name ?? 'Leila Haddad')).toHaveCount(0);
  await expect(tv.getByText(account.phone)).toHaveCount(0);
  await expect(lockForm(tv)).toHaveCount(0);
  expect(await tv.evaluate(() => localStorage.getItem('clinic-admin.token'))).toBeNull();

  // Someone moves the mouse on it and types a desk's address.
  await tv.mouse.move(200, 200);
  await tv.mouse.move(400, 300);
  await tv.goto('/patients');
  await expect(lockForm(tv)).toBeVisible({ timeout: START_TIMEOUT });
  await expect(tv.getByRole('table', { name: 'Patients' })).toHaveCount(0);
});

test('a mouse moving on the TV keeps no session open; when the desk locks, the TV shows the clinic and nobody', async ({
  page,
  context,
}) => {
  await idleDesk(page, 2, '/patients');
  const tv = await context.newPage();
  await tv.goto('/display');
  await expect(tv.getByRole('region', { name: 'Now calling' })).toBeVisible({
    timeout: START_TIMEOUT,
  });

  for (let i = 0; i < 4; i++) {
    await page.clock.fastForward('00:31');
    await tv.mouse.move(100 + 50 * i, 100 + 30 * i);
  }

  await expect(lockForm(page)).toBeVisible();
  await expect(displayPaused(tv)).toBeVisible();
  await expect(tv.getByText(account.name ?? 'Leila Haddad')).toHaveCount(0);
  await expect(tv.getByText(account.phone)).toHaveCount(0);
  await expect(tv.getByRole('region', { name: 'Now calling' })).toHaveCount(0);
});

test('printing a receipt while locked prints nothing of the patient', async ({ page, clinic }) => {
  const patient = await clinic.patient();
  const bill = await clinic.payment(patient, {
    amount: 145,
    paidAmount: 145,
    status: clinic.word('payments', 'paid'),
  });
  await openAt(page, `/payments/receipt/${bill.id}`);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText(patient.name);

  await lockNow(page);
  await expect(lockForm(page)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const paper = (await pdfPages(await page.pdf())).join('\n');
  expect(paper).not.toContain(patient.name);
  expect(paper).not.toContain(patient.lastName);
  expect(paper).not.toContain('145');
});

test('"Switch user" leaves the next person none of the critical-result notices of the first', async ({
  page,
  clinic,
}) => {
  demoOnly('signs in as a second demo account');
  const statuses = await labStatuses(clinic);
  const exam = await clinic.examination({
    name: `Potassium ${clinic.unique()}`,
    unit: 'mmol/L',
    referenceRange: '3.5-5.1',
    criticalLow: 2.5,
    criticalHigh: 6.5,
  });
  const patient = await clinic.patient();
  // A sample of a day to come, which no real sample has: the worksheet of that visit is ours.
  await labResult(clinic, patient, exam, {
    sampledAt: '2027-02-03T09:30:00.000Z',
    statusId: statuses.entry,
  });
  await idleDesk(page, 1, `/results/worksheet?by=visit&customerId=${patient.id}`);
  const value = page.getByRole('textbox', { name: `Value of ${exam.name}, ${patient.name}` });
  await expect(value).toBeVisible({ timeout: START_TIMEOUT });
  await value.fill('7.4');
  await value.press('Enter');
  // Announced, with the value and the patient, until acknowledged or closed.
  const notice = page.getByRole('alert').filter({ hasText: patient.name });
  await expect(notice).toContainText('Critical result');
  await expect(notice).toContainText('7.4 mmol/L');

  await page.clock.fastForward('01:01');
  await lockForm(page).getByRole('button', { name: 'Switch user' }).click();
  await submitLogin(page, '0700000002', 'reception1');
  await expect(page.getByRole('heading', { name: greetingName('Omar Khalil') })).toBeVisible();
  // The dashboard lists the result (the notices' container is up by then): no notice of it.
  await expect(
    page.getByRole('region', { name: 'Critical results not acknowledged' }),
  ).toContainText(`${String(exam.name)} 7.4 mmol/L`);
  expect(await notice.count()).toBe(0);
  expect(await page.getByRole('alert').filter({ hasText: '7.4 mmol/L' }).count()).toBe(0);
});

test('a tab the browser reopens after another account signed in brings back none of the list filters', async ({
  page,
  context,
  clinic,
}) => {
  demoOnly('signs in as a second demo account');
  const patient = await clinic.patient();
  await openAt(page, '/patients');
  const table = page.getByRole('table', { name: 'Patients' });
  await settled(table);
  await page.getByRole('textbox', { name: 'Filter by Name' }).fill(patient.lastName);
  await expect(rowNamed(page, table, patient.name)).toBeVisible();
  // What "Reopen closed tab" brings back: the tab's session storage as it was.
  await expect
    .poll(() => page.evaluate(() => JSON.stringify(sessionStorage)))
    .toContain(patient.lastName);
  const tabStorage = await page.evaluate(() => Object.entries(sessionStorage));

  await page.getByRole('button', { name: accountMenuName() }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await submitLogin(page, '0700000002', 'reception1');
  await expect(page.getByRole('button', { name: accountMenuName('Omar Khalil') })).toBeVisible();
  await page.close();

  const reopened = await context.newPage();
  await reopened.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e.reopened')) return;
    sessionStorage.setItem('e2e.reopened', '1');
    for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, tabStorage);
  await reopened.goto('/patients');
  await expect(reopened.getByRole('button', { name: accountMenuName('Omar Khalil') })).toBeVisible({
    timeout: START_TIMEOUT,
  });
  await settled(reopened.getByRole('table', { name: 'Patients' }));
  await expect(reopened.getByRole('textbox', { name: 'Filter by Name' })).toHaveValue('');
  expect(reopened.url()).not.toContain(patient.lastName);
  expect(await reopened.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(
    patient.lastName,
  );
});

test('a page brought back from the back/forward cache after a sign-out elsewhere shows nothing of it', async ({
  page,
}) => {
  await openAt(page, '/patients');
  const table = page.getByRole('table', { name: 'Patients' });
  await settled(table);
  // Signed out in another tab while this page sat frozen in the back/forward cache: it saw no
  // storage event (a page's own changes raise none in it either), then the browser shows it
  // again. Playwright's Chromium runs with the back/forward cache off, so the restore is the
  // event the browser fires for it.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('clinic-admin.') && !key.startsWith('clinic-admin.demo.'))
        localStorage.removeItem(key);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  });

  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible({
    timeout: START_TIMEOUT,
  });
  await expect(table).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('the lock hides the page even when its form cannot load, and keeps what was typed', async ({
  page,
  context,
}) => {
  await halfTyped(page, 1);
  // The connection goes: no more code arrives (through the context: the demo's service worker
  // fetches what the page asks for).
  await context.route('**/assets/*.js', (route) => route.abort());

  await page.clock.fastForward('01:01');

  await expect(
    page.getByRole('alert').filter({ hasText: 'the form to unlock it could not load' }),
  ).toBeVisible();
  await expect(patientForm(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  await context.unroute('**/assets/*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await unlock(page);
  await expect(firstName(page)).toHaveValue('Half-typed');
});
