import type { Page } from '@playwright/test';
import { test } from './support/fixtures';
import { expect, mainNav, openAt, START_TIMEOUT } from './support/lists';
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

/** A day of the test's own: two currencies of its own (one US dollar is 4 of the first, 2 of
 * the second), a bill paid 40 in part in the first, and a cascade of 50 over two bills in the
 * second. Its figures are the test's alone: no other record is in those currencies. */
async function dayOfOwn(clinic: TestClinic) {
  // One call first (on the demo it opens the app the others go through), then what waits on no
  // other record at once; the second currency after the first, whose code it must not take.
  const a = await clinic.currency();
  const [b, patient] = await Promise.all([clinic.currency(), clinic.patient()]);
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const bill = (amount: number, currency: unknown, createdAt: string) =>
    clinic.payment(patient, { amount, currency, createdAt });
  const rate = (currency: typeof a, rate: number) =>
    clinic.create('exchangeRates', {
      baseCurrency: 'USD',
      targetCurrency: currency.code,
      rate,
      effectiveDate: '2026-01-01',
    });
  const [billA] = await Promise.all([
    bill(100, a.code, at(1)),
    bill(30, b.code, at(3)),
    bill(20, b.code, at(2)),
    rate(a, 4),
    rate(b, 2),
  ]);
  // One payment after the other, as a cashier makes them (a server may not take two at once).
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
  return [String(a.code), String(b.code)] as const;
}

/**
 * A drawer of the test's own counted five short today (expected 40, counted 35): its name. The
 * blind count is a field of our design on the drawer (`lastCount`, docs/billing.md); a server
 * that does not keep it has no count to report, and the test says so rather than fail.
 */
async function drawerCountedShort(clinic: TestClinic) {
  const name = clinic.unique();
  await clinic.create('drawers', {
    name,
    currency: 'USD',
    openingBalance: 0,
    status: clinic.word('drawers', 'closed'),
    lastCount: { countedAt: new Date().toISOString(), counted: 35, expected: 40, difference: -5 },
  });
  const kept = (await clinic.list('drawers', { name, limit: 20, skip: 0 })).find(
    (row) => row.name === name,
  );
  test.skip(
    !kept?.lastCount,
    'the server does not keep a drawer’s blind count (lastCount, a field of our design)',
  );
  return name;
}

/**
 * The report's tests, each on records of its own made by a fixture: only what it looks at. On a
 * server we did not write the day holds records of others too, so each reads only the rows its
 * own records make (its own currencies, its own drawer's name).
 */
const dayTest = test.extend<{ ownDay: readonly [string, string]; shortDrawer: string }>({
  ownDay: async ({ clinic }, provide) => provide(await dayOfOwn(clinic)),
  shortDrawer: async ({ clinic }, provide) => provide(await drawerCountedShort(clinic)),
});

const sheet = (page: Page, name = 'End-of-day report') => page.getByRole('article', { name });

/**
 * Opens the end-of-day report, in English or Arabic. On the demo the fixture made the test's
 * records through this very page, where the app already runs: it goes there by the links a
 * cashier follows, the language chosen in the header (a reload would start the app and its
 * in-browser backend again). Elsewhere the page is new: by its address.
 */
async function openReport(page: Page, language: 'en' | 'ar' = 'en') {
  if (!page.url().startsWith('http'))
    return language === 'ar' ? page.goto('/payments/day?lng=ar') : openAt(page, '/payments/day');
  await mainNav(page).getByRole('link', { name: 'Transactions' }).click();
  if (language === 'ar')
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await page.getByRole('link', { name: language === 'ar' ? 'نهاية اليوم' : 'End of day' }).click();
}

/**
 * A row naming a currency code of the test's own: in capitals, as the report writes codes
 * (`hasText` with a string matches any case: a code "TIA" is in every row that says "Partial";
 * a row's text runs its cells together, so no word boundary either).
 */
const code = (currency: string) => new RegExp(currency);

dayTest(
  'the end-of-day report counts a partial and a cascade payment in two currencies, and totals them in the base currency @server',
  async ({ page, ownDay: [a, b] }) => {
    await openReport(page);
    const taken = sheet(page).getByRole('region', { name: 'Money taken' });
    await expect(taken.getByRole('row').filter({ hasText: code(a) })).toContainText(
      /Partial payment.*1 transaction.*40\.00/,
      { timeout: START_TIMEOUT },
    );
    // The cascade's money is on the report: as a cascade, or, from a server that records it as
    // one transaction of the payer's that says nothing of a cascade, under "Not classified".
    const cascade = sheet(page)
      .getByRole('region', { name: /^(Money taken|Not classified)$/ })
      .getByRole('row')
      .filter({ hasText: code(b) })
      .filter({ hasText: /50\.00/ });
    await expect(cascade.first()).toBeVisible();
    const totals = sheet(page).getByRole('region', { name: 'Totals per currency' });
    await expect(totals.getByRole('row').filter({ hasText: code(a) })).toContainText(
      new RegExp(`40\\.00.*\\$10\\.00.*1 ${a} = 0\\.25 USD`),
    );
    await expect(totals.getByRole('row').filter({ hasText: code(b) })).toContainText(
      new RegExp(`50\\.00.*\\$25\\.00.*1 ${b} = 0\\.5 USD`),
    );
  },
);

dayTest(
  'the end-of-day report shows a drawer counted short: expected, counted and the difference @server',
  async ({ page, shortDrawer }) => {
    await openReport(page);
    const counted = sheet(page)
      .getByRole('region', { name: 'Drawers counted' })
      .getByRole('row', { name: new RegExp(shortDrawer) });
    await expect(counted).toContainText(/40\.00.*35\.00.*-.*5\.00 \(short\)/, {
      timeout: START_TIMEOUT,
    });
  },
);

dayTest(
  'the end-of-day report prints on A4 without its controls, the drawer counted short on paper @server',
  async ({ page, shortDrawer }) => {
    await openReport(page);
    await expect(sheet(page)).toContainText(shortDrawer, { timeout: START_TIMEOUT });
    const paper = await printed(page);
    expect(paper).toContain('End of day');
    expect(paper).toMatch(new RegExp(`${shortDrawer}.*40\\.00.*35\\.00.*5\\.00 \\(short\\)`));
    expect(paper).not.toContain('Export CSV');
  },
);

dayTest(
  'the end-of-day report prints right to left in Arabic @server',
  async ({ page, shortDrawer }) => {
    await openReport(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: START_TIMEOUT });
    await expect(sheet(page, 'تقرير نهاية اليوم')).toContainText(shortDrawer, {
      timeout: START_TIMEOUT,
    });
    expect(visualArabic(await printed(page))).toContain(visualArabic('المبالغ المقبوضة'));
  },
);

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const escape = (text: string) => text.replace(/[$.]/g, '\\$&');

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
  // The server's figure: SPEC §7 does not say how a server works a balance out (with what
  // insurers owe, or not), so the test holds the app to it, never to the bill less its payment.
  const owed = await clinic.balance(patient);
  const dollars = USD.format(owed);
  await openAt(page, `/patients/${patient.id}?tab=payments`);
  const due = page.getByRole('region', { name: 'Balance' }).getByRole('group', {
    name: 'Balance due',
  });
  // With its currency ("$60.00") or, from a server that sends the bare figure, without ("60").
  await expect(due).toHaveText(new RegExp(`Balance due(${escape(dollars)}|${owed})$`), {
    timeout: START_TIMEOUT,
  });

  await page.getByRole('link', { name: 'Statement' }).click();
  const sheet = page.getByRole('article', { name: 'Statement' });
  const lines = sheet.getByRole('table', { name: 'Bills and payments' }).getByRole('row');
  await expect(lines.nth(1)).toContainText(/Bill.*\$100\.00$/, { timeout: START_TIMEOUT });
  await expect(lines.nth(2)).toContainText(/Payment/);
  // The statement ends on the server's figure, and says it agrees.
  await expect(lines.last()).toContainText(new RegExp(`${escape(dollars)}$`));
  await expect(sheet).toContainText(`Closing balance: ${dollars}`);
  await expect(sheet.getByRole('status')).toHaveText(
    `Agrees with the server’s balance: ${dollars}.`,
  );
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
