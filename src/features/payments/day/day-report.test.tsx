import { screen, within } from '@testing-library/react';
import { db } from '@/mocks/db/tables';
import { renderRoute } from '@/test/render';
import { storeSession } from '@/test/session';
import { DayReportScreen } from './day-report';

const DAY = '2030-01-15';
const at = (time: string) => new Date(`${DAY}T${time}`).toISOString();

/** A day of its own: two currencies, a partial and a cascade payment, a cancelled bill, and a
 * drawer counted ten dollars short. */
function seedDay() {
  const customerId = db.customers.all()[0]!._id;
  const cashier = db.users.all()[0]!;
  const base = { customerId, documents: [], status: 'pending' as const };
  const bill = (id: string, amount: number, currency: string, time: string, extra = {}) =>
    db.payments.insert({
      ...base,
      _id: id,
      amount,
      paidAmount: 0,
      currency,
      method: 'cash',
      createdAt: at(time),
      ...extra,
    });
  bill('day-bill-1', 100, 'USD', '09:00');
  bill('day-bill-2', 50, 'EUR', '09:05');
  bill('day-bill-3', 30, 'EUR', '09:06');
  bill('day-bill-4', 20, 'USD', '09:30', { status: 'cancelled', updatedAt: at('10:00') });
  const paid = (id: string, ref: string, amount: number, currency: string, time: string) =>
    db.payments.insert({
      ...base,
      _id: id,
      referenceTransactionId: ref,
      amount,
      paidAmount: amount,
      currency,
      method: 'cash',
      status: 'paid',
      createdAt: at(time),
    });
  paid('day-pay-1', 'day-bill-1', 40.5, 'USD', '11:00:00');
  // One cascade: two bills paid in the same second.
  paid('day-pay-2', 'day-bill-2', 50, 'EUR', '12:00:00.100');
  paid('day-pay-3', 'day-bill-3', 10.25, 'EUR', '12:00:00.300');
  db.drawers.insert({
    _id: 'day-drawer',
    name: 'Front desk USD',
    currency: 'USD',
    openingBalance: 100,
    status: 'closed',
    users: [cashier._id],
    createdAt: at('08:00'),
    updatedAt: at('18:00'),
    lastCount: {
      countedAt: at('18:00'),
      countedBy: cashier._id,
      counted: 130.5,
      expected: 140.5,
      difference: -10,
    },
  });
  return cashier.name;
}

beforeEach(() => storeSession());

it('reports the day: money taken per currency, method and kind, the drawer counted short', async () => {
  const cashier = seedDay();
  renderRoute(DayReportScreen, {
    path: `/?from=${DAY}&to=${DAY}`,
    id: '/_app/payments/day',
  });
  const report = await screen.findByRole(
    'article',
    { name: 'End-of-day report' },
    { timeout: 8000 },
  );

  const taken = within(report).getByRole('region', { name: 'Money taken' });
  const rows = within(taken).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/EUR.*Cascade payment.*2 transactions.*€60\.25$/),
    expect.stringMatching(/USD.*Partial payment.*1 transaction.*\$40\.50$/),
  ]);
  expect(within(rows[0]!).getByRole('link', { name: 'day-pay-2' })).toHaveAttribute(
    'href',
    '/payments/day-pay-2',
  );

  const totals = within(report).getByRole('region', { name: 'Totals per currency' });
  expect(within(totals).getByText('€60.25')).toBeInTheDocument();
  expect(within(totals).getByText(/^1 EUR = .* USD \(/)).toBeInTheDocument();

  const closed = within(report).getByRole('region', { name: 'Cancellations and refunds' });
  expect(within(closed).getByText('$20.00')).toBeInTheDocument();

  const drawers = within(report).getByRole('region', { name: 'Drawers counted' });
  const drawer = within(drawers).getAllByRole('row')[1]!;
  expect(drawer).toHaveTextContent('$140.50');
  expect(drawer).toHaveTextContent('$130.50');
  expect(drawer).toHaveTextContent('-$10.00 (short)');
  expect(await within(drawer).findByText(cashier)).toBeInTheDocument();
});
