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

/** How many wait, as the server counts them (GET /api/tickets/count: `{ count }` or the number). */
const waitingCount = async (clinic: TestClinic) => {
  const answer = await clinic.get('api/tickets/count');
  return typeof answer === 'number' ? answer : (answer as { count: number }).count;
};

/** The count the front desk shows is the server's, read again until they agree. */
const deskShowsServerCount = (page: Page, clinic: TestClinic) =>
  expect
    .poll(async () => {
      const shown = await desk(page).getByText(/^\d+$/).textContent();
      return shown === String(await waitingCount(clinic));
    })
    .toBe(true);

/**
 * Opens the queue with a ticket of the test's own waiting, clicks `button` on the desk, and
 * answers the ticket the server handed out. On a shared server that may be another's: the
 * tickets are kept first, and that one is put back afterwards (support/clinic: `keep`).
 */
async function callNext(page: Page, clinic: TestClinic, button: string, counter?: string) {
  await clinic.ticket({ number: 1 });
  await clinic.keep('tickets');
  await openAt(page, '/queue');
  if (counter) await desk(page).getByRole('textbox', { name: 'Counter' }).fill(counter);
  await deskShowsServerCount(page, clinic);
  const answer = page.waitForResponse((r) => /\/api\/tickets\/next(\/[^/]+)?$/.test(r.url()));
  await desk(page).getByRole('button', { name: button, exact: true }).click();
  const called = fromBackend('tickets', await (await answer).json());
  clinic.changedOne('tickets', called.id);
  await expect(desk(page).getByText(`Ticket ${called.number}`)).toBeVisible();
  // Called on the server, by its `next` or by the app's PUT where `next` only read it.
  const now = fromBackend('tickets', await clinic.get(`api/tickets/${called.id}`));
  expect(now.status).toBe(clinic.word('tickets', 'called'));
  if (counter) expect(now.counter).toBe(counter);
  expect(Date.parse(String(now.calledAt))).not.toBeNaN();
  await deskShowsServerCount(page, clinic);
  return { number: String(called.number) };
}

test('call next: the front desk and the display (another page) both show the new call @server', async ({
  page,
  context,
  clinic,
}) => {
  // The pages' clock runs as usual, and jumps to the display's next read instead of waiting it out.
  await page.clock.install();
  const tv = await context.newPage();
  const calling = await openDisplay(tv);
  const { number } = await callNext(page, clinic, 'Call next');
  // The display reads the queue every few seconds by itself (features/queue/polling.ts: every 3 s),
  // and shows the server's count.
  await tv.clock.fastForward(3_000);
  await expect(calling.getByText(number, { exact: true })).toBeVisible();
  const waiting = tv.getByRole('region', { name: 'Waiting' });
  await expect
    .poll(async () => (await waiting.textContent())?.includes(String(await waitingCount(clinic))))
    .toBe(true);
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
  const calling = await openDisplay(page, '/display?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(calling.getByRole('heading', { name: 'النداء الحالي' })).toBeVisible();
  // The server's count, in Arabic digits or Latin ones as the display writes them.
  const waiting = page.getByRole('region', { name: 'في الانتظار' });
  await expect
    .poll(async () => {
      const count = String(await waitingCount(clinic));
      const arabic = count.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
      const text = (await waiting.textContent()) ?? '';
      return text.includes(count) || text.includes(arabic);
    })
    .toBe(true);
});

test('a ticket prints alone, for an 80 mm roll', async ({ page, clinic }) => {
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  // The test's ticket, alone in the list filtered by its service.
  const service = clinic.unique();
  const { number } = await clinic.ticket({ service });
  await openAt(page, `/queue?service=${service}`);
  // What the ticket says is what the desk shows: the server's count when it was printed.
  await deskShowsServerCount(page, clinic);
  const waiting = await desk(page).getByText(/^\d+$/).textContent();
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
