import { test } from './support/fixtures';
import { expect, openAt, START_TIMEOUT } from './support/lists';

/**
 * What a patient's statement and an insured bill show, on records of the test's own: a partial
 * payment a server keeps without the patient (the contract-only backend's `strict` profile
 * does: the app does not send it) is still on the statement, found by the bill it references;
 * an insured bill shows the insurer's part and the patient's, which add up to the bill.
 */
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });

test('a statement lists a partial payment that the server keeps without the patient @server', async ({
  page,
  clinic,
}) => {
  const patient = await clinic.patient();
  const bill = await clinic.payment(patient, { amount: 100, createdAt: new Date().toISOString() });
  await clinic.post(`api/payment/transactions/${bill.id}/partial-payment`, {
    amount: 40,
    currency: 'USD',
    method: 'cash',
  });
  // The payment as the server keeps it, read by the bill it references; whether the server
  // copied the patient onto it decides which way the statement must find it.
  const onBill = await clinic.list('payments', { referenceTransactionId: bill.id });
  const payment = onBill.find((p) => p.referenceTransactionId === bill.id);
  expect(payment, 'the partial payment, read by its bill').toBeDefined();
  const byPatient = await clinic.list('payments', { customerId: patient.id, limit: 100, skip: 0 });
  const payerless = !byPatient.some((p) => p.id === payment!.id);
  test.info().annotations.push({
    type: 'server',
    description: payerless
      ? 'keeps the partial payment without the patient'
      : 'copies the patient onto the partial payment',
  });

  await openAt(page, `/patients/${patient.id}/statement`);
  const sheet = page.getByRole('article', { name: 'Statement' });
  const lines = sheet.getByRole('table', { name: 'Bills and payments' }).getByRole('row');
  await expect(lines.filter({ hasText: payment!.id })).toContainText(/Payment.*\$60\.00$/, {
    timeout: START_TIMEOUT,
  });
  await expect(sheet).toContainText('Closing balance: $60.00');
  await expect(sheet.getByRole('status')).toHaveText('Agrees with the server’s balance: $60.00.');
  const found = page.getByText('1 payment(s) found by the bill they are on', { exact: false });
  if (payerless) await expect(found).toBeVisible();
  else await expect(found).toHaveCount(0);
});

test('an insured bill shows the insurer’s part and the patient’s, adding up to the bill @server', async ({
  page,
  clinic,
}) => {
  // One call first: on the demo it opens the app the others go through.
  const patient = await clinic.patient();
  const insurer = await clinic.insurer({ coveragePercent: 70 });
  const bill = await clinic.payment(patient, {
    amount: 100.01,
    paidAmount: 10,
    status: clinic.word('payments', 'partial'),
    insuranceCompanyId: insurer.id,
  });
  await openAt(page, `/payments/${bill.id}`);
  const share = page.getByRole('region', { name: 'Insurer’s share' });
  // 70% of $100.01 is $70.007: the insurer's part $70.01, the patient's what remains.
  await expect(share).toContainText('Insurer’s part$70.01', { timeout: START_TIMEOUT });
  await expect(share).toContainText('Patient’s part$30.00paid $10.00 · $20.00 remaining');
  await expect(share).toContainText('70%');
});
