import type { Page, Request } from '@playwright/test';
import { test } from './support/fixtures';
import { contractOnly, LITERAL_WORDS, signInToContractBackend } from './support/contract-backend';
import { columnTexts, expect, rowNamed, settled } from './support/lists';

/**
 * Issue 21: what a clinic sees on its own server, one that follows SPEC §7 and nothing more
 * (the contract-only backend, its lenient profile: words of its own, no extension, unknown
 * parameters ignored, every filter matched by substring), from
 * the demo build pointed at it by config.json alone. Each flow uses records no other test of
 * this file changes: the server's data is shared by the whole run.
 */
contractOnly();
test.use({ timezoneId: 'UTC', locale: 'en-US' });

/** The server's words mapped to the app's, as a deployment's config.json would. */
const MAPPED = { values: LITERAL_WORDS };

/** Every query parameter of the API calls the page makes from now on. */
function sentParams(page: Page) {
  const seen: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.searchParams);
  });
  return () => seen.flatMap((params) => [...params.keys()]);
}

async function pickOption(page: Page, field: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: field });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).click();
}

test.describe('billing', () => {
  test('a bill in the server’s own words takes a partial payment while it owes', async ({
    page,
  }) => {
    // Olivier Bernard's oldest bill: $39.00 still owed on the seed.
    await signInToContractBackend(page, { path: '/payments/pay-00823' });
    const summary = page.getByRole('region', { name: 'Transaction', exact: true });
    await expect(summary).toContainText(/Status\s*partially_paid/);
    const form = page.getByRole('region', { name: 'Pay part of this transaction' });
    await expect(form).toContainText('Remaining now: $39.00');
    await form.getByRole('textbox', { name: 'Amount paid' }).fill('20');
    await pickOption(page, 'Payment method', 'Cash', 'Cash');
    await form.getByRole('button', { name: 'Record payment' }).click();
    await expect(form.getByRole('status')).toHaveText(
      'Paid. Remaining before: $39.00; remaining now: $19.00',
    );
    // Still a word of the server's own: neither translated nor a translation key.
    await expect(summary).toContainText(/Status\s*partially_paid/);
  });

  test('a payment taken, then a cascade, with the server’s words mapped to the app’s', async ({
    page,
  }) => {
    await signInToContractBackend(page, {
      path: '/payments/take?customerId=cus-00042',
      config: MAPPED,
    });
    const balance = page.getByRole('region', { name: 'Balance' });
    const due = async () =>
      Number(
        ((await balance.getByRole('group', { name: 'Balance due' }).textContent()) ?? '').replace(
          /[^\d.-]/g,
          '',
        ),
      );
    await expect.poll(due).not.toBeNaN();
    const before = await due();
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('100');
    await page.getByRole('textbox', { name: 'Paid now' }).fill('40');
    await pickOption(page, 'Payment method', 'Cash', 'Cash');
    await page.getByRole('button', { name: 'Take payment' }).click();
    await expect(page.getByText('Transaction of $100.00 recorded')).toBeVisible();
    await expect.poll(due).toBeCloseTo(before + 60, 2);

    // Atlas Assurances' two oldest open bills, $215 and $315: the preview and the server agree.
    await page.goto('/payments/cascade?insuranceCompanyId=ins-05');
    await page.getByRole('textbox', { name: 'Amount paid' }).fill('300');
    await pickOption(page, 'Payment method', 'Cash', 'Cash');
    const preview = page.getByRole('table', { name: 'Transactions the payment would settle' });
    await expect(preview.getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Send payment' }).click();
    const answer = page.getByRole('table', { name: 'Transactions the server settled' });
    await expect(answer.getByRole('row')).toHaveCount(3);
    // `settled` and `partially_paid` on the wire, the app's words on screen.
    await expect(answer).toContainText('$215.00');
    await expect(answer).toContainText('$85.00');
    await expect(answer).toContainText('Paid');
    await expect(answer).toContainText('Partly paid');
  });
});

test.describe('cash drawers', () => {
  test('staff are attached and detached on a drawer opened from its row', async ({ page }) => {
    await signInToContractBackend(page, { path: '/drawers' });
    const table = page.getByRole('table', { name: 'Cash drawers' });
    await settled(table);
    // The server's word for a closed drawer, as it sent it.
    await expect(rowNamed(page, table, 'Euro drawer')).toContainText('inactive');
    await table.getByRole('link', { name: 'Euro drawer', exact: true }).click();
    const staff = page.getByRole('region', { name: 'Staff' });
    const list = staff.getByRole('list', { name: 'Staff attached to this drawer' });
    await expect(list).not.toContainText('Claire Martin');
    const picker = staff.getByRole('combobox', { name: 'Staff member to attach' });
    await picker.click();
    await picker.fill('Claire');
    await page.getByRole('option', { name: 'Claire Martin' }).click();
    await staff.getByRole('button', { name: 'Attach' }).click();
    await expect(list).toContainText('Claire Martin');
    await page.reload();
    await expect(list).toContainText('Claire Martin');
    await staff.getByRole('button', { name: 'Detach Claire Martin' }).click();
    await expect(list).not.toContainText('Claire Martin');
  });

  test('a session counted blind hides the balance, then closes the drawer in the server’s words', async ({
    page,
  }) => {
    await signInToContractBackend(page, { path: '/drawers/drw-01', config: MAPPED });
    const session = page.getByRole('region', { name: 'Cash session' });
    await session.getByRole('button', { name: 'Open the session' }).click();
    // Who runs the session counts it: what the drawer should hold is not theirs to see.
    await expect(page.getByRole('main')).toContainText('BalanceNot shown');
    const count = page.getByRole('region', { name: 'Close with a blind count' });
    await count.getByRole('button', { name: 'Start the count' }).click();
    await expect(count.getByText('Expected', { exact: true })).toBeHidden();
    await count.getByRole('textbox', { name: '$100.00 notes' }).fill('1');
    await count.getByRole('textbox', { name: '$20.00 notes' }).fill('2');
    await expect(count).toContainText('Counted so far: $140.00');
    await count.getByRole('button', { name: 'Submit the count' }).click();
    await expect(count.getByRole('table', { name: 'Count result' })).toContainText('$140.00');
    // The server's float is its own: a difference, if any, is given its reason.
    await count
      .getByRole('textbox', { name: 'Reason for the difference' })
      .fill('Float as counted');
    const sent: unknown[] = [];
    page.on('request', (r) => r.method() === 'PUT' && sent.push(r.postDataJSON()));
    await count.getByRole('button', { name: 'Close the session' }).click();
    await expect(page.getByRole('table', { name: 'Closed sessions' })).toContainText('Z-1');
    // The app's `closed`, sent as the server's word, read back as the app's.
    expect(sent).toContainEqual(expect.objectContaining({ status: 'inactive' }));
    await expect(page.getByRole('main')).toContainText('Closed');
  });
});

test.describe('queue and printers', () => {
  test('the front desk calls the next ticket; statuses are the server’s words', async ({
    page,
  }) => {
    await signInToContractBackend(page, { path: '/queue' });
    const desk = page.getByRole('region', { name: 'Front desk' });
    await expect(desk.getByText('30', { exact: true })).toBeVisible();
    const queue = page.getByRole('table', { name: 'Queue' });
    await settled(queue);
    expect(new Set(await columnTexts(queue, 'Status'))).toContain('queued');
    await desk.getByRole('button', { name: 'Call next', exact: true }).click();
    await expect(desk.getByText('Ticket 121')).toBeVisible();
    await expect(desk.getByText('29', { exact: true })).toBeVisible();
  });

  test('a printer’s status in the server’s own words', async ({ page }) => {
    await signInToContractBackend(page, { path: '/printers' });
    await expect(page.getByRole('row', { name: /Reception receipts/ })).toContainText('idle');
    await expect(page.getByRole('row', { name: /Cashier receipts/ })).toContainText('media-empty');
  });

  test('with its words mapped, a refused change rolls back; the server is sent its word', async ({
    page,
  }) => {
    await signInToContractBackend(page, { path: '/printers', config: MAPPED });
    const row = page.getByRole('row', { name: /Sampling room labels/ });
    await expect(row.getByRole('cell', { name: /^Printing / })).toBeVisible();
    const bodies: unknown[] = [];
    page.on('request', (r) => r.method() === 'PUT' && bodies.push(r.postDataJSON()));
    await row
      .getByRole('combobox', { name: 'Change status of Sampling room labels' })
      .selectOption({ label: 'Offline' });
    await expect(page.getByText(/This printer is printing a job/)).toBeVisible();
    await expect(row.getByRole('cell', { name: /^Printing / })).toBeVisible();
    expect(bodies).toEqual([{ status: 'stopped' }]);
  });
});

test.describe('the home screen', () => {
  test('says what each figure needs, and counts what the contract can', async ({ page }) => {
    const params = sentParams(page);
    await signInToContractBackend(page, { path: '/' });
    const card = (name: string) => page.getByRole('region', { name });
    await expect(card('Waiting in the queue')).toContainText(/\d+tickets waiting now/);
    await expect(card('Results awaiting validation')).toContainText(/[\d,]+for the biologist/);
    const dateRange = "Needs the server's date-range filter (see README).";
    await expect(card('Appointments today')).toContainText(dateRange);
    await expect(card('Payments today')).toContainText(dateRange);
    await expect(card('Results out of range today')).toContainText(
      "Needs the server's result-flag filter (see README).",
    );
    await expect(card('Appointments per hour today')).toContainText(dateRange);
    expect(params().filter((key) => key === 'flag' || /(From|To)$/.test(key))).toEqual([]);
  });

  test('shows no figure a server gives by ignoring a filter it was said to offer', async ({
    page,
  }) => {
    await signInToContractBackend(page, {
      path: '/',
      config: { extensions: ['dateRange', 'resultFlag'] },
    });
    await expect(page.getByRole('region', { name: 'Results out of range today' })).toContainText(
      'The server ignored the filter on Flag and Sampled: what is shown is not filtered by it.',
    );
    await page.goto('/results?flag=out');
    await expect(page.getByRole('status').filter({ hasText: 'The server ignored' })).toHaveText(
      'The server ignored the filter on Value: what is shown is not filtered by it.',
    );
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('not filtered');
  });
});

test('the email area says this server does not offer email', async ({ page }) => {
  await signInToContractBackend(page);
  await page.goto('/apps/email/inbox');
  await expect(page.getByRole('status')).toHaveText(
    'This server does not offer email: the mail API is an extension of the contract that it has not declared (see README).',
  );
  await expect(page.getByRole('navigation', { name: 'Mail folders' })).toHaveCount(0);
});

test('the patient search asks for the fields the form writes, by name and by phone', async ({
  page,
}) => {
  const params = sentParams(page);
  await signInToContractBackend(page, { path: '/patients' });
  const dialog = page.getByRole('dialog', { name: 'Search patients' });
  const search = dialog.getByRole('combobox', { name: 'Name or phone number' });
  await page.keyboard.press('Control+K');
  const searched = (param: string) =>
    page.waitForResponse((r) => new URL(r.url()).searchParams.has(param));
  let answer = searched('lastName');
  await search.fill('Olivier Bernard');
  await answer;
  await expect(dialog.getByRole('option', { name: /Olivier Bernard/ }).first()).toBeVisible();
  // Every option bears both words: what the server matched its own way is checked here.
  for (const option of await dialog.getByRole('option').allTextContents())
    expect(option).toMatch(/Olivier.*Bernard|Bernard.*Olivier/);
  answer = searched('phone');
  await search.fill('+961 3');
  expect(new URL((await answer).url()).searchParams.get('phone')).toBe('+961 3');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  expect(params()).toEqual(expect.arrayContaining(['lastName', 'firstName', 'phone']));
  // No record has a `name` or a `q`: a server keeping only the contract would find nobody.
  expect(params()).not.toContain('q');
  expect(params()).not.toContain('name');
});

test('a choice filter a server matches by substring is said to be ignored (sex=male finding women)', async ({
  page,
}) => {
  await signInToContractBackend(page, { path: '/patients?sex=male' });
  const table = page.getByRole('table', { name: 'Patients' });
  await settled(table);
  await expect(columnTexts(table, 'Sex')).resolves.toContain('Female');
  await expect(page.getByRole('status').filter({ hasText: 'The server ignored' })).toHaveText(
    'The server ignored the filter on Sex: what is shown is not filtered by it.',
  );
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('not filtered');
});
