import type { Page } from '@playwright/test';
import { fromBackend } from './support/api';
import { demoOnly, test } from './support/fixtures';
import { expect, openAt, START_TIMEOUT } from './support/lists';
import type { TestClinic } from './support/records';

/**
 * The front desk's queue, the waiting-room display and the printers. The queue is the server's
 * one queue: these tests run one after the other (a call by one would change what the next
 * counts), each with a ticket of its own waiting, number 1 (the demo calls the lowest number
 * first). A ticket another server calls instead is put back to waiting afterwards.
 */
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });
// In order, in one worker (not `serial`: a failure does not skip the tests after it).
test.describe.configure({ mode: 'default' });

const desk = (page: Page) => page.getByRole('region', { name: 'Front desk' });
const openDisplay = async (page: Page, path = '/display') => {
  await page.goto(path);
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: START_TIMEOUT });
  const calling = page.getByRole('region', { name: /Now calling|النداء الحالي/ });
  await expect(calling.getByRole('paragraph').first()).not.toHaveText('…');
  return calling;
};

/** How many wait, as the server counts them (GET /api/tickets/count). */
const waitingCount = async (clinic: TestClinic) =>
  ((await clinic.get('api/tickets/count')) as { count: number }).count;

/**
 * Opens the queue with a ticket of the test's own waiting, clicks `button` on the desk, and
 * answers the ticket the server called (putting it back afterwards, were it another's).
 */
async function callNext(page: Page, clinic: TestClinic, button: string, counter?: string) {
  await clinic.ticket({ number: 1 });
  const waiting = await waitingCount(clinic);
  await openAt(page, '/queue');
  if (counter) await desk(page).getByRole('textbox', { name: 'Counter' }).fill(counter);
  await expect(desk(page).getByText(String(waiting), { exact: true })).toBeVisible();
  const answer = page.waitForResponse((r) => /\/api\/tickets\/next(\/[^/]+)?$/.test(r.url()));
  await desk(page).getByRole('button', { name: button, exact: true }).click();
  const called = fromBackend('tickets', await (await answer).json());
  clinic.restore('tickets', called.id, { status: clinic.word('tickets', 'waiting') });
  await expect(desk(page).getByText(`Ticket ${called.number}`)).toBeVisible();
  await expect(desk(page).getByText(String(waiting - 1), { exact: true })).toBeVisible();
  return { number: String(called.number), waiting: waiting - 1 };
}

test('call next: the front desk and the display (another page) both show the new call @server', async ({
  page,
  context,
  clinic,
}) => {
  const tv = await context.newPage();
  const calling = await openDisplay(tv);
  const { number, waiting } = await callNext(page, clinic, 'Call next');
  // The display reads the queue every few seconds by itself.
  await expect(calling.getByText(number, { exact: true })).toBeVisible();
  await expect(tv.getByRole('region', { name: 'Waiting' })).toContainText(String(waiting));
});

test('call next to a chosen counter @server', async ({ page, clinic }) => {
  await callNext(page, clinic, 'Call next to counter 4', '4');
  await expect(desk(page).getByText(/Counter 4/)).toBeVisible();
});

test('reset asks first, then empties the list, clears the current ticket and the count', async ({
  page,
  clinic,
}) => {
  demoOnly('the contract has no reset: the app deletes every ticket of the server');
  await callNext(page, clinic, 'Call next');
  await desk(page).getByRole('button', { name: 'Reset queue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the queue?' });
  await dialog.getByRole('button', { name: 'Reset the queue' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk(page).getByText('No ticket called yet')).toBeVisible();
  await expect(desk(page).getByText('0', { exact: true })).toBeVisible();
  // No ticket left in the list: each has its print button.
  await expect(
    page.getByRole('table', { name: 'Queue' }).getByRole('button', { name: /^Print ticket / }),
  ).toHaveCount(0);
});

test('the display says the connection is lost when the network is cut, and recovers', async ({
  page,
  context,
}) => {
  await openDisplay(page);
  await context.setOffline(true);
  await expect(page.getByRole('alert')).toHaveText('Connection lost. Trying again…');
  await context.setOffline(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the display in Arabic, right to left', async ({ page, clinic }) => {
  await clinic.ticket();
  const waiting = await waitingCount(clinic);
  const calling = await openDisplay(page, '/display?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(calling.getByRole('heading', { name: 'النداء الحالي' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'في الانتظار' })).toContainText(String(waiting));
});

test('a ticket prints alone, for an 80 mm roll', async ({ page, clinic }) => {
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  // The test's ticket, alone in the list filtered by its service.
  const service = clinic.unique();
  const { number } = await clinic.ticket({ service });
  const waiting = await waitingCount(clinic);
  await openAt(page, `/queue?service=${service}`);
  await page.getByRole('button', { name: `Print ticket ${number}` }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  const ticket = page.getByRole('region', { name: `Printed ticket ${number}` });
  await expect(ticket).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText(`${waiting} people waiting`);
  await expect(page.getByRole('heading', { name: 'Queue', level: 1 })).toBeHidden();
});

test.describe('printers', () => {
  demoOnly('needs a printer the server refuses to change (the demo’s, busy with a job)');
  test.use({ demoLatency: 300 });

  test('a refused status change shows at once, then rolls back with the server’s reason', async ({
    page,
  }) => {
    await openAt(page, '/printers');
    const row = page.getByRole('row', { name: /Sampling room labels/ });
    // The status cell reads its badge first, then the select's choice.
    const badge = (text: string) => row.getByRole('cell', { name: new RegExp(`^${text} `) });
    await expect(badge('Printing')).toBeVisible();
    const status = row.getByRole('combobox', { name: 'Change status of Sampling room labels' });
    await status.selectOption({ label: 'Offline' });
    // At once, before the server has answered (300 ms of demo latency)…
    await expect(status).toHaveValue('offline');
    await expect(badge('Offline')).toBeVisible();
    // …then back, with the server's reason.
    await expect(page.getByText(/This printer is printing a job/)).toBeVisible();
    await expect(status).toHaveValue('busy');
    await expect(badge('Printing')).toBeVisible();
  });
});
