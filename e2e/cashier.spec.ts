import type { Page } from '@playwright/test';
import { test } from './support/fixtures';
import { expect, openAt, START_TIMEOUT } from './support/lists';
import { pdfPages, visualArabic } from './support/pdf';
import type { TestClinic } from './support/records';

/**
 * The cashier's day on records of the test's own: the end-of-day report (two currencies of the
 * test's own, a partial and a cascade payment, a drawer counted short) and a patient's statement
 * against the balance the patient's page shows, each printed and read back from the PDF.
 */
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });

const printed = async (page: Page) => {
  await page.emulateMedia({ media: 'print' });
  return (await pdfPages(await page.pdf({ preferCSSPageSize: true }))).join('\n');
};

/** A day of the test's own: two currencies of its own, a partial and a cascade payment, and a
 * drawer counted five short: its drawer's name and the two currencies' codes. */
async function dayOfOwn(clinic: TestClinic) {
  const [a, b] = [await clinic.currency(), await clinic.currency()];
  for (const [currency, rate] of [
    [a, 4],
    [b, 2],
  ] as const)
    await clinic.create('exchangeRates', {
      baseCurrency: 'USD',
      targetCurrency: currency.code,
      rate,
      effectiveDate: '2026-01-01',
    });
  const patient = await clinic.patient();
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const bill = (amount: number, currency: unknown, createdAt: string) =>
    clinic.payment(patient, { amount, currency, createdAt });
  await bill(30, b.code, at(3));
  await bill(20, b.code, at(2));
  const billA = await bill(100, a.code, at(1));
  await clinic.post(`api/payment/transactions/${billA.id}/partial-payment`, {
    amount: 40,
    currency: a.code,
    method: 'cash',
  });
  await clinic.post(`api/payment/transactions/cascade-payment/customer/${patient.id}`, {
    amount: 50,
    currency: b.code,
    method: 'cash',
  });
  const drawer = clinic.unique();
  await clinic.create('drawers', {
    name: drawer,
    currency: a.code,
    openingBalance: 0,
    status: 'closed',
    lastCount: { countedAt: new Date().toISOString(), counted: 35, expected: 40, difference: -5 },
  });
  return { drawer, codes: [String(a.code), String(b.code)] };
}

test('the end-of-day report: two currencies, a partial and a cascade payment, a drawer counted short', async ({
  page,
  clinic,
}) => {
  const { drawer, codes } = await dayOfOwn(clinic);
  await openAt(page, '/payments/day');
  const report = page.getByRole('article', { name: 'End-of-day report' });
  const taken = report.getByRole('region', { name: 'Money taken' });
  await expect(taken.getByRole('row').filter({ hasText: codes[0] })).toContainText(
    /Partial payment.*1 transaction.*40\.00/,
    { timeout: START_TIMEOUT },
  );
  await expect(taken.getByRole('row').filter({ hasText: codes[1] })).toContainText(
    /Cascade payment.*2 transactions.*50\.00/,
  );
  const counted = report.getByRole('region', { name: 'Drawers counted' }).getByRole('row', {
    name: new RegExp(drawer),
  });
  await expect(counted).toContainText(/40\.00.*35\.00.*-.*5\.00 \(short\)/);

  const paper = await printed(page);
  expect(paper).toContain('End of day');
  expect(paper).toContain(drawer);
  expect(paper).not.toContain('Export CSV');
});

test('the end-of-day report prints right to left in Arabic', async ({ page, clinic }) => {
  const { drawer } = await dayOfOwn(clinic);
  await page.goto('/payments/day?lng=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: START_TIMEOUT });
  await expect(page.getByRole('article', { name: 'تقرير نهاية اليوم' })).toContainText(drawer, {
    timeout: START_TIMEOUT,
  });
  expect(visualArabic(await printed(page))).toContain(visualArabic('المبالغ المقبوضة'));
});

/** A patient of the test's own owing 100 dollars, 40 of them paid. */
async function owingSixty(clinic: TestClinic) {
  const patient = await clinic.patient();
  const bill = await clinic.payment(patient, { amount: 100, createdAt: new Date().toISOString() });
  await clinic.post(`api/payment/transactions/${bill.id}/partial-payment`, {
    amount: 40,
    currency: 'USD',
    method: 'cash',
  });
  return patient;
}

test('a patient’s statement ends on the balance the patient’s page shows, on paper too @server', async ({
  page,
  clinic,
}) => {
  const patient = await owingSixty(clinic);
  await openAt(page, `/patients/${patient.id}?tab=payments`);
  const due = page.getByRole('region', { name: 'Balance' }).getByRole('group', {
    name: 'Balance due',
  });
  // With its currency ("$60.00") or, from a server that sends the bare figure, without ("60").
  await expect(due).toHaveText(/Balance due(\$60\.00|60)$/, { timeout: START_TIMEOUT });

  await page.getByRole('link', { name: 'Statement' }).click();
  const sheet = page.getByRole('article', { name: 'Statement' });
  const lines = sheet.getByRole('table', { name: 'Bills and payments' }).getByRole('row');
  await expect(lines.nth(1)).toContainText(/Bill.*\$100\.00$/, { timeout: START_TIMEOUT });
  await expect(lines.nth(2)).toContainText(/Payment.*\$60\.00$/);
  await expect(sheet).toContainText('Closing balance: $60.00');
  await expect(sheet.getByRole('status')).toHaveText('Agrees with the server’s balance: $60.00.');
  const paper = await printed(page);
  expect(paper).toContain('Statement from');
  expect(paper).toContain(patient.name);
});

test('a patient’s statement prints right to left in Arabic @server', async ({ page, clinic }) => {
  const patient = await owingSixty(clinic);
  await page.goto(`/patients/${patient.id}/statement?lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: START_TIMEOUT });
  await expect(page.getByRole('article', { name: 'كشف حساب' })).toBeVisible({
    timeout: START_TIMEOUT,
  });
  expect(visualArabic(await printed(page))).toContain(visualArabic('الرصيد الختامي'));
});
