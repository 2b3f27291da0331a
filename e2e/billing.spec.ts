import { type Page } from '@playwright/test';
import { isExternal, test } from './support/fixtures';
import { dataRows, expect, mainNav, openAt, settled } from './support/lists';
import type { Patient, TestClinic } from './support/records';

/**
 * Billing on bills of the test's own: a patient of its own, its bills (their amounts in US
 * dollars unless told), an insurer of its own and bills it owes.
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

test('a payment taken for a patient changes the balance beside the form @server', async ({
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
  await expect.poll(() => balanceDue(page)).toBeGreaterThan(0);
  const before = await balanceDue(page);

  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('100');
  await page.getByRole('textbox', { name: 'Paid now' }).fill('40');
  await pickOption(page, 'Payment method', 'Cash', 'Cash');
  await page.getByRole('button', { name: 'Take payment' }).click();

  await expect(page.getByText('Transaction of $100.00 recorded')).toBeVisible();
  await expect.poll(() => balanceDue(page)).toBeCloseTo(before + 60, 2);
});

test('a payment the server refuses keeps what was typed and shows its message @server', async ({
  page,
  clinic,
}) => {
  const patient = await clinic.patient();
  await openAt(page, `/payments/take?customerId=${patient.id}`);
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('50');
  await page.getByRole('textbox', { name: 'Paid now' }).fill('80');
  await pickOption(page, 'Payment method', 'Card', 'Card');
  await page.getByRole('button', { name: 'Take payment' }).click();

  // The demo's words; another server refuses in its own (SPEC §8: its `msg`).
  const message = isExternal ? /\S/ : 'The amount paid cannot be more than the amount billed.';
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount', exact: true })).toHaveValue('50');
  await expect(page.getByRole('textbox', { name: 'Paid now' })).toHaveValue('80');
});

test('a partial payment above what remains is refused before sending; one within it is recorded @server', async ({
  page,
  clinic,
}) => {
  const { bills } = await owing(clinic, [39]);
  await openAt(page, `/payments/${bills[0]!.id}`);
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
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Paid. Remaining before: $39.00; remaining now: $19.00',
  );
  const partials = page.getByRole('table', { name: 'Payments on this transaction' });
  await expect(partials).toContainText('$20.00');
});

/** Types an amount, reads the preview's "paid by this payment" column, sends, reads the answer's. */
async function cascadeAndCompare(page: Page, amount: string, expected: string[]) {
  await page.getByRole('textbox', { name: 'Amount paid' }).fill(amount);
  await pickOption(page, 'Payment method', 'Cash', 'Cash');
  const preview = page.getByRole('table', { name: 'Transactions the payment would settle' });
  const previewed = await preview
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => row.querySelectorAll('td')[2]?.textContent ?? ''),
    );
  expect(previewed).toEqual(expected);
  await page.getByRole('button', { name: 'Send payment' }).click();
  const answer = page.getByRole('table', { name: 'Transactions the server settled' });
  await expect(answer.getByRole('row')).toHaveCount(expected.length + 1);
  const settledAmounts = await answer
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''),
    );
  expect(settledAmounts).toEqual(previewed);
}

test('a cascade for a patient settles what its preview said, and the balance follows @server', async ({
  page,
  clinic,
}) => {
  const { patient } = await owing(clinic, [39, 89.96, 320]);
  await openAt(page, `/payments/cascade?customerId=${patient.id}`);
  await expect(page.getByText(/Computed from the transactions on screen/)).toBeHidden();
  await expect.poll(() => balanceDue(page)).toBeGreaterThan(0);
  const before = await balanceDue(page);
  await cascadeAndCompare(page, '100', ['$39.00', '$61.00']);
  await expect.poll(() => balanceDue(page)).toBeCloseTo(before - 100, 2);
});

test('a cascade for an insurer settles its oldest bills as previewed @server', async ({
  page,
  clinic,
}) => {
  const insurer = await clinic.insurer();
  await owing(clinic, [215, 315], { insuranceCompanyId: insurer.id });
  await openAt(page, `/payments/cascade?insuranceCompanyId=${insurer.id}`);
  await expect(page.getByRole('radio', { name: 'An insurer' })).toBeChecked();
  await cascadeAndCompare(page, '300', ['$215.00', '$85.00']);
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
  await expect(receipt).toContainText('Amount in words: one hundred forty-five (US Dollar)');
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
