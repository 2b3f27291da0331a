import type { BrowserContext, Page, Request } from '@playwright/test';
import { AREAS, fillField, listOf, notification, shownRows } from './support/areas';
import { injectFaults } from './support/faults';
import { account, test } from './support/fixtures';
import { columnTexts, expect, openAt } from './support/lists';
import { letters } from './support/clinic';
import type { TestClinic } from './support/records';

/**
 * What the user sees when the server or the network fails, on records of the test's own: one
 * call refused, answered with a body that breaks the contract or answered late
 * (support/faults.ts: routed against a deployment, the demo backend's injector on the demo), or
 * the connection lost (`context.setOffline`).
 */
test.use({ signedIn: true });

const doctors = AREAS.find((area) => area.name === 'doctors')!;

/** A doctor of the test's own, listed alone, with its drawer open. */
async function editOwnDoctor(page: Page, clinic: TestClinic) {
  const doctor = await clinic.doctor();
  const name = `Dr ${doctor.firstName} ${doctor.lastName}`;
  await openAt(page, `/doctors?lastName=${doctor.lastName}`);
  const list = listOf(page, doctors);
  expect(await shownRows(page, doctors)).toEqual([name]);
  await list
    .row(name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const drawer = page.getByRole('dialog', { name: doctors.editTitle });
  await expect(drawer).toBeVisible();
  return { name, drawer, row: list.row(name) };
}

const specialty = (drawer: ReturnType<Page['getByRole']>) =>
  drawer.getByRole('textbox', { name: 'Specialty', exact: true });

test('the connection lost mid-session: lists stay, a save waits and goes out when it returns', async ({
  page,
  context,
  clinic,
}: {
  page: Page;
  context: BrowserContext;
  clinic: TestClinic;
}) => {
  const { drawer, row } = await editOwnDoctor(page, clinic);
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

test('a 401 mid-edit locks the screen: the same password brings the form back as it was left', async ({
  page,
  clinic,
}) => {
  const { drawer, row } = await editOwnDoctor(page, clinic);
  await injectFaults(page, { method: 'PUT', path: '/api/doctors/', status: 401, times: 1 });
  await specialty(drawer).fill('Sleep medicine');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();

  // The form never went away: hidden behind the lock until the same user's password is checked.
  const lock = page.getByRole('form', { name: 'Unlock the screen' });
  await expect(lock).toBeVisible();
  await expect(drawer).toBeHidden();
  await lock.getByLabel('Password').fill(account.password);
  await lock.getByRole('button', { name: 'Unlock' }).click();
  await expect(drawer).toBeVisible();
  await expect(specialty(drawer)).toHaveValue('Sleep medicine');
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notification(page, doctors.saved)).toBeVisible();
  await expect(row).toContainText('Sleep medicine');
});

test('a refused update is rolled back with the message, what was typed kept, and saves on retry', async ({
  page,
  clinic,
}) => {
  const { drawer, row } = await editOwnDoctor(page, clinic);
  await injectFaults(page, { method: 'PUT', path: '/api/doctors/', status: 500, times: 1 });
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
  clinic,
}) => {
  // The list shows a doctor of the test's own (filtered by its whole name, which a server that
  // matches filters exactly finds too).
  const existing = await clinic.doctor();
  const lastName = clinic.unique();
  clinic.owned('doctors', { lastName });
  await openAt(page, `/doctors?lastName=${existing.lastName}`);
  await shownRows(page, doctors);
  await injectFaults(page, {
    method: 'POST',
    path: '/api/doctors',
    status: 500,
    json: {},
    times: 1,
  });
  await listOf(page, doctors).newButton.click();
  const drawer = page.getByRole('dialog', { name: 'New doctor' });
  for (const field of doctors.create.fields({ mark: lastName, refs: undefined as never }))
    await fillField(page, drawer, field);
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(drawer.getByRole('alert')).toContainText('Failed to add doctor');
  await expect(drawer.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue(
    lastName,
  );
  // The placeholder row of the optimistic insert is gone again.
  await expect(listOf(page, doctors).table).not.toContainText(lastName);
});

test('a refused delete puts the row back with the message', async ({ page, clinic }) => {
  const doctor = await clinic.doctor();
  const name = `Dr ${doctor.firstName} ${doctor.lastName}`;
  // The page's clock runs as usual, and jumps the undo window instead of waiting it out.
  await page.clock.install();
  await openAt(page, `/doctors?lastName=${doctor.lastName}`);
  expect(await shownRows(page, doctors)).toEqual([name]);
  await injectFaults(page, { method: 'DELETE', path: '/api/doctors/', status: 500, times: 1 });
  const list = listOf(page, doctors);
  await list
    .row(name)
    .getByRole('button', { name: `Delete ${name}`, exact: true })
    .click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(list.row(name)).toHaveCount(0);
  // Once the Undo window is over the DELETE goes out, is refused, and the row comes back.
  await page.clock.fastForward(6_000);
  await expect(notification(page, 'Injected failure (500)')).toBeVisible();
  await expect(list.row(name)).toHaveCount(1);
});

test('a failed upload says so and goes up on retry', async ({ page, clinic }) => {
  const { name, drawer } = await editOwnDoctor(page, clinic);
  await injectFaults(page, {
    method: 'POST',
    path: '/api/doctors/upload',
    status: 500,
    times: 1,
  });
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

test('a refused range keeps the typed range with the reason', async ({ page, clinic }) => {
  const patient = await clinic.patient();
  await clinic.result(patient);
  await openAt(page, `/results?customerId=${patient.id}`);
  const table = page.getByRole('main').getByRole('table', { name: 'Results', exact: true });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await injectFaults(page, { method: 'PATCH', path: '/range', status: 500, times: 1 });
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

test('a slow answer overtaken by a newer filter never replaces it', async ({ page, clinic }) => {
  // Doctors of the test's own, of one last name: three cardiologists, two neurologists. Filters
  // name whole values, which a server matching exactly finds too.
  const lastName = clinic.unique();
  const cardiologists: string[] = [];
  for (const [i, field] of [
    'Cardiology',
    'Cardiology',
    'Cardiology',
    'Neurology',
    'Neurology',
  ].entries()) {
    const doctor = await clinic.doctor({
      specialty: field,
      lastName,
      firstName: `Lucy${letters(i)}`,
    });
    if (field === 'Cardiology') cardiologists.push(`Dr ${doctor.firstName} ${doctor.lastName}`);
  }
  await openAt(page, `/doctors?lastName=${lastName}`);
  expect(await shownRows(page, doctors)).toHaveLength(5);
  await injectFaults(page, {
    method: 'GET',
    path: '/api/doctors',
    query: 'specialty=Neurology',
    delayMs: 1500,
  });
  const list = listOf(page, doctors);
  const filter = list.filters.getByRole('textbox', { name: 'Filter by Specialty', exact: true });
  // The older request ends one way or the other: answered late, or cancelled as outdated.
  const isSlow = (r: Request) => r.method() === 'GET' && r.url().includes('specialty=Neurology');
  const slow = Promise.race([
    page.waitForEvent('requestfinished', isSlow),
    page.waitForEvent('requestfailed', isSlow),
  ]);
  await filter.fill('Neurology');
  await page.waitForRequest(isSlow);
  await filter.fill('Cardiology');
  await expect(page).toHaveURL(/specialty=Cardiology/);
  await shownRows(page, doctors);
  await slow;
  expect([...(await shownRows(page, doctors))].sort()).toEqual([...cardiologists].sort());
  expect(await columnTexts(list.table, 'Specialty')).toEqual([
    'Cardiology',
    'Cardiology',
    'Cardiology',
  ]);
  await expect(list.rows).toHaveCount(3);
});

test('answers that break the contract show the catalogue text, never a blank screen', async ({
  page,
  clinic,
}) => {
  const insurer = await clinic.insurer();
  await openAt(page, '/printers');
  await injectFaults(page, { method: 'GET', path: '/api/insurance', json: { data: 'not a list' } });
  await page.goto(`/insurance?name=${insurer.name}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText(
    'Expected an array but received a non-array response.',
  );
  await expect(main.getByRole('heading', { level: 1, name: 'Insurance companies' })).toBeVisible();
  await injectFaults(page);
  await main.getByRole('button', { name: 'Retry' }).click();
  const table = main.getByRole('table', { name: 'Insurance companies' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: String(insurer.name) })).toHaveCount(1);

  await injectFaults(page, { method: 'GET', path: '/api/doctors', json: [{ firstName: 'No id' }] });
  await page.goto('/doctors');
  await expect(main.getByRole('alert')).toContainText('_id');
});
