import type { BrowserContext, Page } from '@playwright/test';
import { AREAS, fillField, listOf, notification, shownRows } from './support/areas';
import { account, demoOnly, loginForm, submitLogin, test } from './support/fixtures';
import { expect, openAt } from './support/lists';

/**
 * Injected faults against the demo backend: it reads a list of faults from this browser's
 * storage on every call (src/mocks/handlers/faults.ts), so a test makes one call fail, break
 * the contract or answer late, and watches what the user sees.
 */
demoOnly('injects faults into the demo backend');
test.use({ signedIn: true });

const FAULTS_KEY = 'clinic-admin.demo.faults';
const doctors = AREAS.find((area) => area.name === 'doctors')!;

interface Fault {
  method?: string;
  path: string;
  query?: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  times?: number;
}
const inject = (page: Page, ...faults: Fault[]) =>
  page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    FAULTS_KEY,
    JSON.stringify(faults),
  ] as const);

async function editFirstDoctor(page: Page) {
  await openAt(page, '/doctors');
  const [name = ''] = await shownRows(page, doctors);
  await listOf(page, doctors)
    .row(name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const drawer = page.getByRole('dialog', { name: doctors.editTitle });
  await expect(drawer).toBeVisible();
  return { name, drawer, row: listOf(page, doctors).rows.first() };
}

const specialty = (drawer: ReturnType<Page['getByRole']>) =>
  drawer.getByRole('textbox', { name: 'Specialty', exact: true });

test('the connection lost mid-session: lists stay, a save waits and goes out when it returns', async ({
  page,
  context,
}: {
  page: Page;
  context: BrowserContext;
}) => {
  const { drawer, row } = await editFirstDoctor(page);
  // The form is open (its code loaded) when the connection goes.
  await expect(specialty(drawer)).toBeVisible();
  const before = await listOf(page, doctors).rows.count();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Connection lost' })).toBeVisible();
  await expect(listOf(page, doctors).rows).toHaveCount(before);

  await specialty(drawer).fill('Travel medicine');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    drawer.getByRole('status').filter({ hasText: 'No connection: this change is kept' }),
  ).toBeVisible();
  await expect(specialty(drawer)).toHaveValue('Travel medicine');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Connection lost' })).toBeHidden();
  await expect(notification(page, doctors.saved)).toBeVisible();
  await expect(row).toContainText('Travel medicine');
});

test('signed out mid-edit by a 401: signing in again brings the form back as it was left', async ({
  page,
}) => {
  const { drawer, row } = await editFirstDoctor(page);
  await inject(page, { method: 'PUT', path: '/api/doctors/', status: 401, times: 1 });
  await specialty(drawer).fill('Sleep medicine');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();

  const form = loginForm(page);
  await expect(form.submit).toBeVisible();
  await submitLogin(page, account.phone, account.password);
  await expect(drawer).toBeVisible();
  await expect(specialty(drawer)).toHaveValue('Sleep medicine');
  await expect(drawer.getByRole('status').filter({ hasText: 'What you had typed' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page, doctors.saved)).toBeVisible();
  await expect(row).toContainText('Sleep medicine');
});

test('a refused update is rolled back with the message, what was typed kept, and saves on retry', async ({
  page,
}) => {
  const { drawer, row } = await editFirstDoctor(page);
  await inject(page, { method: 'PUT', path: '/api/doctors/', status: 500, times: 1 });
  await specialty(drawer).fill('Refused medicine');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(drawer.getByRole('alert')).toContainText('Injected failure (500)');
  await expect(specialty(drawer)).toHaveValue('Refused medicine');
  await expect(row).not.toContainText('Refused medicine');

  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page, doctors.saved)).toBeVisible();
  await expect(row).toContainText('Refused medicine');
});

test('a failed create without a message shows the catalogue text and keeps the form', async ({
  page,
}) => {
  await openAt(page, '/doctors');
  await shownRows(page, doctors);
  await inject(page, { method: 'POST', path: '/api/doctors', status: 500, body: {}, times: 1 });
  await listOf(page, doctors).newButton.click();
  const drawer = page.getByRole('dialog', { name: 'New doctor' });
  for (const field of doctors.create.fields({ mark: 'Testwright', refs: undefined as never }))
    await fillField(page, drawer, field);
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(drawer.getByRole('alert')).toContainText('Failed to add doctor');
  await expect(drawer.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue(
    'Testwright',
  );
  // The placeholder row of the optimistic insert is gone again.
  await expect(listOf(page, doctors).table).not.toContainText('Testwright');
});

test('a refused delete puts the row back with the message', async ({ page }) => {
  await openAt(page, '/doctors');
  const [name = ''] = await shownRows(page, doctors);
  await inject(page, { method: 'DELETE', path: '/api/doctors/', status: 500, times: 1 });
  const list = listOf(page, doctors);
  await list
    .row(name)
    .getByRole('button', { name: `Delete ${name}`, exact: true })
    .click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(list.row(name)).toHaveCount(0);
  // Once the Undo window is over the DELETE goes out, is refused, and the row comes back.
  await expect(notification(page, 'Injected failure (500)')).toBeVisible({ timeout: 15_000 });
  await expect(list.row(name)).toHaveCount(1);
});

test('a failed upload says so and goes up on retry', async ({ page }) => {
  const { name, drawer } = await editFirstDoctor(page);
  await inject(page, { method: 'POST', path: '/api/doctors/upload', status: 500, times: 1 });
  const panel = drawer.getByRole('group', { name: `Add documents for ${name}` });
  await panel.getByLabel('Choose files', { exact: true }).setInputFiles({
    name: 'fault-note.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Injected failure test.\n'),
  });
  const uploads = drawer.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('alert')).toContainText('Injected failure (500)');
  await uploads.getByRole('button', { name: /^Retry/ }).click();
  await expect(uploads.getByRole('status')).toHaveText('fault-note.txt uploaded.');
});

test('a refused range keeps the typed range with the reason', async ({ page }) => {
  await openAt(page, '/results');
  const table = page.getByRole('main').getByRole('table', { name: 'Results', exact: true });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await inject(page, { method: 'PATCH', path: '/range', status: 500, times: 1 });
  await table
    .getByRole('button', { name: /^Edit reference range of / })
    .first()
    .click();
  const input = table.getByRole('textbox', { name: /^Reference range of / });
  await input.fill('1-2');
  await input.press('Enter');
  await expect(table.getByText('Injected failure (500)')).toBeVisible();
  await expect(input).toHaveValue('1-2');
});

test('a slow answer overtaken by a newer filter never replaces it', async ({ page }) => {
  await openAt(page, '/doctors');
  await shownRows(page, doctors);
  await inject(page, {
    method: 'GET',
    path: '/api/doctors',
    query: 'specialty=Neuro',
    delayMs: 1500,
  });
  const filter = listOf(page, doctors).filters.getByRole('textbox', {
    name: 'Filter by Specialty',
    exact: true,
  });
  // The older request ends one way or the other: answered late, or cancelled as outdated.
  const isSlow = (r: { url(): string }) => r.url().includes('specialty=Neuro');
  const slow = Promise.race([
    page.waitForEvent('requestfinished', isSlow),
    page.waitForEvent('requestfailed', isSlow),
  ]);
  await filter.fill('Neuro');
  await page.waitForRequest((r) => r.url().includes('specialty=Neuro'));
  await filter.fill('Cardiology');
  await expect(page).toHaveURL(/specialty=Cardiology/);
  await shownRows(page, doctors);
  await slow;
  const specialties = listOf(page, doctors).table.getByRole('cell', { name: /ology|medicine/i });
  for (const text of await specialties.allTextContents()) expect(text).toBe('Cardiology');
  await expect(listOf(page, doctors).rows).toHaveCount(6);
});

test('answers that break the contract show the catalogue text, never a blank screen', async ({
  page,
}) => {
  await openAt(page);
  await inject(page, { method: 'GET', path: '/api/insurance', body: { data: 'not a list' } });
  await page.goto('/insurance');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText(
    'Expected an array but received a non-array response.',
  );
  await expect(main.getByRole('heading', { level: 1, name: 'Insurance companies' })).toBeVisible();
  await inject(page);
  await main.getByRole('button', { name: 'Retry' }).click();
  await expect(
    main.getByRole('table', { name: 'Insurance companies' }).getByRole('row'),
  ).not.toHaveCount(1);

  await inject(page, { method: 'GET', path: '/api/doctors', body: [{ firstName: 'No id' }] });
  await page.goto('/doctors');
  await expect(main.getByRole('alert')).toContainText('_id');
});
