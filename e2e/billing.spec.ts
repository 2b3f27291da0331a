import { type Page } from '@playwright/test';
import { fromBackend, rowsOf } from './support/api';
import { test } from './support/fixtures';
import { dataRows, expect, mainNav, openAt, settled } from './support/lists';
import type { Patient, TestClinic } from './support/records';
import { refuseOnce } from './support/refuse';

/**
 * Billing on bills of the test's own: a patient of its own, its bills (their amounts in US
 * dollars unless told), an insurer of its own and bills it owes.
 *
 * What a server does with a payment (how it spreads a cascade, what its balance counts, whether
 * it refuses an overpayment) is its own business: SPEC §7 does not say. These tests check what
 * the app sent and that what it shows is what the server holds afterwards, read through the API.
 */
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });

/** "$1,050.00" → 1050. */
const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
const balanceDue = async (page: Page) =>
  money(
    (await page
      .getByRole('region', { name: 'Balance' })
      .getByRole('group', { name: 'Balance due' })
      .textContent()) ?? '',
  );

/** The patient's balance as the server gives it (an object, or the bare figure). */
async function serverBalance(clinic: TestClinic, patient: { id: string }) {
  const answer = await clinic.get(`api/payment/transactions/balance?customerId=${patient.id}`);
  const body = (answer as { data?: unknown })?.data ?? answer;
  return typeof body === 'object' ? Number((body as { balance?: unknown }).balance) : Number(body);
}

/** The card beside the form shows the server's balance, read again until they agree. */
const showsServerBalance = (page: Page, clinic: TestClinic, patient: { id: string }) =>
  expect
    .poll(async () => (await balanceDue(page)) === (await serverBalance(clinic, patient)))
    .toBe(true);

/** What the server's bills owe now, by id: amount less what is paid. */
async function owedNow(clinic: TestClinic, ids: string[]) {
  const owed = new Map<string, number>();
  for (const id of ids) {
    const bill = fromBackend('payments', await clinic.get(`api/payment/transactions/${id}`));
    owed.set(id, Number(bill.amount ?? 0) - Number(bill.paidAmount ?? 0));
  }
  return owed;
}

const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** Bills of a patient of the test's own, nothing paid on them, the first the oldest. */
async function owing(clinic: TestClinic, amounts: number[], over: Record<string, unknown> = {}) {
  const patient = await clinic.patient();
  const bills = [];
  for (const [i, amount] of amounts.entries())
    bills.push(
      await clinic.payment(patient, {
        amount,
        createdAt: new Date(Date.UTC(2026, 10, 1 + i, 9)).toISOString(),
        ...over,
      }),
    );
  return { patient, bills };
}

async function pickOption(page: Page, field: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: field });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).click();
}

test('the transactions list totals the rows shown per currency, converted to the base currency', async ({
  page,
  clinic,
}) => {
  // Bills in US dollars and in a currency of the test's own, worth a quarter of a dollar.
  const currency = await clinic.currency();
  const code = String(currency.code);
  await clinic.create('exchangeRates', {
    baseCurrency: 'USD',
    targetCurrency: code,
    rate: 4,
    effectiveDate: '2026-01-01',
  });
  const description = clinic.unique();
  const patient = await clinic.patient();
  await clinic.payment(patient, { amount: 100, description });
  await clinic.payment(patient, { amount: 50, description });
  await clinic.payment(patient, { amount: 40, currency: code, description });
  await openAt(page, `/payments?description=${description}`);
  const table = page.getByRole('table', { name: 'Transactions' });
  await settled(table);
  await expect(dataRows(table)).toHaveCount(3);
  const totals = page.getByRole('region', { name: 'Totals of the transactions shown' });
  await expect(totals).toContainText(/Total in USD: \$[\d,.]+/);
  await expect(totals).toContainText(`at 1 ${code} = 0.25 USD, rate of`);
});

test('a payment taken for a patient is sent as typed, and the balance beside the form is the server’s @server', async ({
  page,
  clinic,
}) => {
  const { patient } = await owing(clinic, [39]);
  await openAt(page, `/patients/${patient.id}?tab=payments`);
  await page.getByRole('link', { name: 'Take a payment' }).click();
  await expect(page.getByRole('heading', { name: 'Take a payment' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Patient' })).toHaveValue(
    new RegExp(patient.name),
  );
  await showsServerBalance(page, clinic, patient);

  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('100');
  await page.getByRole('textbox', { name: 'Paid now' }).fill('40');
  await pickOption(page, 'Payment method', 'Cash', 'Cash');
  const start = page.waitForRequest((r) => r.method() === 'POST' && /\/start$/.test(r.url()));
  await page.getByRole('button', { name: 'Take payment' }).click();
  expect((await start).postDataJSON()).toMatchObject({
    customerId: patient.id,
    amount: 100,
    paidAmount: 40,
    currency: 'USD',
    status: clinic.word('payments', 'partial'),
  });

  await expect(page.getByText('Transaction of $100.00 recorded')).toBeVisible();
  // The transaction the server made, found also where its answer named none.
  await expect(page.getByRole('link', { name: 'Open the transaction' })).toBeVisible();
  await showsServerBalance(page, clinic, patient);
});

test('paid more than billed is refused before sending; a refusal of the server keeps what was typed @server', async ({
  page,
  clinic,
}) => {
  const patient = await clinic.patient();
  const refused = await refuseOnce(page, {
    method: 'POST',
    path: /\/api\/payment\/transactions\/start$/,
    status: 409,
    json: { msg: 'This cash drawer is closed.' },
  });
  await openAt(page, `/payments/take?customerId=${patient.id}`);
  const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
  const paid = page.getByRole('textbox', { name: 'Paid now' });
  await amount.fill('50');
  await paid.fill('80');
  await pickOption(page, 'Payment method', 'Card', 'Card');
  await page.getByRole('button', { name: 'Take payment' }).click();
  await expect(page.getByText('Paid now cannot be more than the amount billed.')).toBeVisible();

  // Within the bill, the server refuses it in its own words (SPEC §8: its `msg`).
  await paid.fill('30');
  await page.getByRole('button', { name: 'Take payment' }).click();
  expect(await refused.body).toMatchObject({ amount: 50, paidAmount: 30 });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This cash drawer is closed.' }).first(),
  ).toBeVisible();
  await expect(amount).toHaveValue('50');
  await expect(paid).toHaveValue('30');
});

test('a partial payment above what remains is refused before sending; one within it is recorded @server', async ({
  page,
  clinic,
}) => {
  const { bills } = await owing(clinic, [39]);
  const bill = bills[0]!;
  await openAt(page, `/payments/${bill.id}`);
  const form = page.getByRole('region', { name: 'Pay part of this transaction' });
  await expect(form).toContainText('Remaining now: $39.00');
  const amount = form.getByRole('textbox', { name: 'Amount paid' });
  await amount.fill('50');
  await pickOption(page, 'Payment method', 'Cash', 'Cash');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form.getByText(/more than remains due \(\$39\.00\)/).first()).toBeVisible();
  await expect(amount).toHaveValue('50');

  await amount.fill('20');
  await expect(form).toContainText('Remaining after this payment: $19.00');
  const sent = page.waitForResponse((r) => /\/partial-payment$/.test(r.url()));
  await form.getByRole('button', { name: 'Record payment' }).click();
  expect((await sent).request().postDataJSON()).toMatchObject({ amount: 20, currency: 'USD' });
  // What remains now is the server's, from its answer or the bill read again.
  const remaining = (await owedNow(clinic, [bill.id])).get(bill.id)!;
  await expect(form.getByRole('status')).toHaveText(
    `Paid. Remaining before: $39.00; remaining now: ${usd(remaining)}`,
  );
  // The payments the server lists on the bill are the ones shown.
  const made = rowsOf(
    'payments',
    await clinic.get(`api/payment/transactions?referenceTransactionId=${bill.id}&limit=50&skip=0`),
  ).filter((p) => p.referenceTransactionId === bill.id);
  const partials = page.getByRole('table', { name: 'Payments on this transaction' });
  for (const payment of made) await expect(partials).toContainText(usd(Number(payment.amount)));
});

/**
 * Types an amount and checks the preview the app computes; sends it, and checks that the table
 * of what the server settled is what the server's bills say it settled (each bill's debt before
 * less after), whatever the server's answer said of it.
 */
async function cascadeAndCompare(
  page: Page,
  clinic: TestClinic,
  bills: { id: string }[],
  amount: string,
  previewed: string[],
) {
  const before = await owedNow(
    clinic,
    bills.map((b) => b.id),
  );
  await page.getByRole('textbox', { name: 'Amount paid' }).fill(amount);
  await pickOption(page, 'Payment method', 'Cash', 'Cash');
  const preview = page.getByRole('table', { name: 'Transactions the payment would settle' });
  const column = (table: typeof preview, index: number) =>
    table
      .getByRole('row')
      .evaluateAll(
        (rows, i) => rows.slice(1).map((row) => row.querySelectorAll('td')[i]?.textContent ?? ''),
        index,
      );
  expect(await column(preview, 2)).toEqual(previewed);
  const sent = page.waitForResponse((r) => /\/cascade-payment\//.test(r.url()));
  await page.getByRole('button', { name: 'Send payment' }).click();
  const call = (await sent).request();
  expect(call.postDataJSON()).toMatchObject({ amount: Number(amount), currency: 'USD' });

  const after = await owedNow(
    clinic,
    bills.map((b) => b.id),
  );
  const settledByServer = bills
    .map((b) => before.get(b.id)! - after.get(b.id)!)
    .filter((paid) => paid > 0.004)
    .map(usd);
  const answer = page.getByRole('table', { name: 'Transactions the server settled' });
  await expect(answer.getByRole('row')).toHaveCount(settledByServer.length + 1);
  expect([...(await column(answer, 1))].sort()).toEqual([...settledByServer].sort());
}

test('a cascade for a patient: its preview, then what the server settled, and its balance @server', async ({
  page,
  clinic,
}) => {
  const { patient, bills } = await owing(clinic, [39, 89.96, 320]);
  await openAt(page, `/payments/cascade?customerId=${patient.id}`);
  await expect(page.getByText(/Computed from the transactions on screen/)).toBeHidden();
  await showsServerBalance(page, clinic, patient);
  await cascadeAndCompare(page, clinic, bills, '100', ['$39.00', '$61.00']);
  await showsServerBalance(page, clinic, patient);
});

test('a cascade for an insurer: its preview, then what the server settled @server', async ({
  page,
  clinic,
}) => {
  const insurer = await clinic.insurer();
  const { bills } = await owing(clinic, [215, 315], { insuranceCompanyId: insurer.id });
  await openAt(page, `/payments/cascade?insuranceCompanyId=${insurer.id}`);
  await expect(page.getByRole('radio', { name: 'An insurer' })).toBeChecked();
  await cascadeAndCompare(page, clinic, bills, '300', ['$215.00', '$85.00']);
});

test('a receipt prints alone, at A4 or 80 mm, also right to left in Arabic', async ({
  page,
  clinic,
}) => {
  const patient: Patient = await clinic.patient();
  const bill = await clinic.payment(patient, {
    amount: 145,
    paidAmount: 145,
    status: clinic.word('payments', 'paid'),
  });
  await openAt(page, `/payments/receipt/${bill.id}`);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt).toContainText(patient.name);
  await expect(receipt).toContainText('Amount in words: one hundred forty-five dollars');
  // The segmented control's radios are visually hidden: the label is what a user clicks.
  await page.getByText('80 mm', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '80 mm' })).toBeChecked();
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(mainNav(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();

  await page.emulateMedia({ media: 'screen' });
  await page.goto(`/payments/receipt/${bill.id}?lng=ar`);
  const arabic = page.getByRole('article', { name: 'إيصال' });
  await expect(arabic).toContainText('مائة وخمسة وأربعون');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.emulateMedia({ media: 'print' });
  await expect(arabic).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeHidden();
});
