import { screen, within } from '@testing-library/react';
import { db } from '@/mocks/db/tables';
import type { PaymentRecord } from '@/mocks/db/records';
import { renderRoute } from '@/test/render';
import { storeSession } from '@/test/session';
import { StatementScreen } from './statement-screen';

const year = new Date().getFullYear();
const on = (day: string) => new Date(`${day}T10:00`).toISOString();

/** A patient of its own: a bill of last year, then this year a bill paid in part, a bill in
 * euros paid when billed, and a cancelled one. */
function seedPatient() {
  const customerId = 'st-patient';
  db.customers.insert({ ...db.customers.all()[0]!, _id: customerId });
  const tx = (id: string, fields: Partial<PaymentRecord> & Pick<PaymentRecord, 'createdAt'>) =>
    db.payments.insert({
      _id: id,
      customerId,
      method: 'cash',
      currency: 'USD',
      status: 'pending',
      amount: 0,
      documents: [],
      ...fields,
    });
  tx('st-old', { amount: 10, paidAmount: 0, createdAt: on(`${year - 1}-12-20`) });
  tx('st-a', { amount: 100, paidAmount: 40, status: 'partial', createdAt: on(`${year}-01-05`) });
  tx('st-a-pay', {
    amount: 40,
    paidAmount: 40,
    status: 'paid',
    referenceTransactionId: 'st-a',
    createdAt: on(`${year}-01-06`),
  });
  tx('st-b', {
    amount: 50,
    paidAmount: 50,
    currency: 'EUR',
    status: 'paid',
    createdAt: on(`${year}-01-07`),
  });
  tx('st-c', { amount: 20, paidAmount: 0, status: 'cancelled', createdAt: on(`${year}-01-08`) });
  return customerId;
}

beforeEach(() => storeSession());

/** The patient's statement on screen: the sheet, and its lines without the heading's row. */
async function openStatement(customerId: string) {
  renderRoute(() => <StatementScreen of={{ customerId }} name="A patient" />);
  const sheet = await screen.findByRole('article', { name: 'Statement' }, { timeout: 8000 });
  const table = within(sheet).getByRole('table', { name: 'Bills and payments' });
  return { sheet, rows: within(table).getAllByRole('row').slice(1) };
}

it('lists bills and payments in order with a running balance per currency, agreeing with the server', async () => {
  const customerId = seedPatient();
  const { sheet, rows } = await openStatement(customerId);
  expect(within(sheet).getByText('Opening balance: $10.00')).toBeInTheDocument();

  const balances = rows.map((row) => row.lastElementChild?.textContent);
  expect(balances).toEqual(['$110.00', '$70.00', '€50.00', '€0.00', '$70.00']);
  expect(rows[1]).toHaveTextContent(/Payment · st-a-pay/);
  expect(rows[3]).toHaveTextContent(/Paid when billed · st-b/);
  expect(rows[4]).toHaveTextContent(/Bill cancelled or refunded · st-c/);

  expect(within(sheet).getByText('Closing balance: €0.00 · $70.00')).toBeInTheDocument();
  expect(
    await within(sheet).findByText('Agrees with the server’s balance: $70.00.'),
  ).toBeInTheDocument();
});

it('finds a partial payment the server keeps without the patient, by the bill it is on', async () => {
  const customerId = 'st-payerless';
  db.customers.insert({ ...db.customers.all()[0]!, _id: customerId });
  const base = { method: 'cash', currency: 'USD', documents: [] };
  db.payments.insert({
    ...base,
    _id: 'st-x',
    customerId,
    amount: 100,
    paidAmount: 40,
    status: 'partial',
    createdAt: on(`${year}-01-05`),
  });
  // No customerId: the server did not copy the bill's patient onto the payment. The demo's
  // table is typed by the body the app sends, which names the patient; this record is the
  // server's own shape.
  const payerless: Omit<PaymentRecord, 'customerId'> = {
    ...base,
    _id: 'st-x-pay',
    amount: 40,
    paidAmount: 40,
    status: 'paid',
    referenceTransactionId: 'st-x',
    createdAt: on(`${year}-01-06`),
  };
  db.payments.insert(payerless as PaymentRecord);
  const { sheet, rows } = await openStatement(customerId);
  expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['$100.00', '$60.00']);
  expect(rows[1]).toHaveTextContent(/Payment · st-x-pay/);
  expect(screen.getByText(/1 payment\(s\) found by the bill they are on/)).toBeInTheDocument();
  expect(
    await within(sheet).findByText('Agrees with the server’s balance: $60.00.'),
  ).toBeInTheDocument();
});

it('counts the patient’s part of an insured bill, and agrees with a balance that counts the insurer’s too', async () => {
  const customerId = 'st-insured';
  db.customers.insert({ ...db.customers.all()[0]!, _id: customerId });
  const insurer = db.insurance.all()[0]!;
  db.insurance.update(insurer._id, { coveragePercent: 80 });
  db.payments.insert({
    _id: 'st-i',
    customerId,
    insuranceCompanyId: insurer._id,
    amount: 100,
    paidAmount: 20,
    method: 'cash',
    currency: 'USD',
    status: 'partial',
    documents: [],
    createdAt: on(`${year}-01-05`),
  });
  const { sheet, rows } = await openStatement(customerId);
  expect(rows[0]).toHaveTextContent(/Bill \(patient’s part, 20%\) · st-i/);
  expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['$20.00', '$0.00']);
  // The demo's balance counts the whole bill: $100 less the $20 paid.
  expect(
    await within(sheet).findByText(
      'Agrees with the server’s balance, which counts what insurers owe on this patient’s bills: $80.00.',
    ),
  ).toBeInTheDocument();
});
