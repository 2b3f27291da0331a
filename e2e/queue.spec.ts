import type { Page } from '@playwright/test';
import { demoOnly, test } from './support/fixtures';
import { expect, openAt, START_TIMEOUT } from './support/lists';

/**
 * The front desk's queue, the waiting-room display and the printers, on the demo's seeded day:
 * tickets 1–120 have been called, 121–150 are waiting (so "call next" calls 121).
 */
demoOnly('calls tickets of the seeded demo queue');
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });

const desk = (page: Page) => page.getByRole('region', { name: 'Front desk' });
const openDisplay = async (page: Page, path = '/display') => {
  await page.goto(path);
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: START_TIMEOUT });
  const calling = page.getByRole('region', { name: /Now calling|النداء الحالي/ });
  await expect(calling.getByRole('paragraph').first()).not.toHaveText('…');
  return calling;
};

test('call next: the front desk and the display (another page) both show the new call', async ({
  page,
  context,
}) => {
  await openAt(page, '/queue');
  await expect(desk(page).getByText('30', { exact: true })).toBeVisible();
  const tv = await context.newPage();
  const calling = await openDisplay(tv);
  await expect(calling).not.toContainText('121');

  await desk(page).getByRole('button', { name: 'Call next', exact: true }).click();
  await expect(desk(page).getByText('Ticket 121')).toBeVisible();
  await expect(desk(page).getByText('29', { exact: true })).toBeVisible();
  // The display reads the queue every few seconds by itself.
  await expect(calling.getByText('121', { exact: true })).toBeVisible();
  await expect(tv.getByRole('region', { name: 'Waiting' })).toContainText('29');
});

test('call next to a chosen counter', async ({ page }) => {
  await openAt(page, '/queue');
  await desk(page).getByRole('textbox', { name: 'Counter' }).fill('4');
  await desk(page).getByRole('button', { name: 'Call next to counter 4' }).click();
  await expect(desk(page).getByText('Ticket 121')).toBeVisible();
  await expect(desk(page).getByText(/Counter 4/)).toBeVisible();
});

test('reset asks first, then empties the list, clears the current ticket and the count', async ({
  page,
}) => {
  await openAt(page, '/queue');
  await desk(page).getByRole('button', { name: 'Call next', exact: true }).click();
  await expect(desk(page).getByText('Ticket 121')).toBeVisible();
  await desk(page).getByRole('button', { name: 'Reset queue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the queue?' });
  await dialog.getByRole('button', { name: 'Reset the queue' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk(page).getByText('No ticket called yet')).toBeVisible();
  await expect(desk(page).getByText('0', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Queue' }).getByRole('rowgroup').nth(1),
  ).not.toContainText('150');
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

test('the display in Arabic, right to left', async ({ page }) => {
  const calling = await openDisplay(page, '/display?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(calling.getByRole('heading', { name: 'النداء الحالي' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'في الانتظار' })).toContainText('30');
});

test('a ticket prints alone, for an 80 mm roll', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await openAt(page, '/queue');
  await page.getByRole('button', { name: 'Print ticket 150' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  const ticket = page.getByRole('region', { name: 'Printed ticket 150' });
  await expect(ticket).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText('30 people waiting');
  await expect(page.getByRole('heading', { name: 'Queue', level: 1 })).toBeHidden();
});

test.describe('printers', () => {
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
