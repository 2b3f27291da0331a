import type { Payment } from '@/api/resources/payments';
import { amountProblem } from './amount-reason';
import { refundable, undoBody, undoModeOf } from './refund-rules';

const bill = (p: Partial<Payment> = {}): Payment => ({
  _id: 'b1',
  customerId: 'c1',
  amount: 100,
  paidAmount: 40,
  currency: 'USD',
  method: 'cash',
  status: 'partial',
  ...p,
});

it('refunds what was paid on a bill, cancels a bill nothing was paid on, and undoes nothing twice', () => {
  expect([refundable(bill()), undoModeOf(bill())]).toEqual([40, 'refund']);
  expect(undoModeOf(bill({ paidAmount: 0, status: 'pending' }))).toBe('cancellation');
  expect(undoModeOf(bill({ status: 'refunded' }))).toBeUndefined();
  expect(undoModeOf(bill({ kind: 'refund' }))).toBeUndefined();
});

it('writes a refund as a transaction of its own naming the bill, the drawer and who gave it back', () => {
  const body = undoBody(
    bill({ insuranceCompanyId: 'i1' }),
    { mode: 'refund', id: 'b1', amount: 25, method: 'card', reason: 'Overcharged' },
    { drawerId: 'd1', takenBy: 'u1' },
  );
  expect(body).toEqual({
    customerId: 'c1',
    insuranceCompanyId: 'i1',
    referenceTransactionId: 'b1',
    kind: 'refund',
    amount: 25,
    paidAmount: 25,
    currency: 'USD',
    method: 'card',
    status: 'refunded',
    description: 'Overcharged',
    drawerId: 'd1',
    takenBy: 'u1',
  });
  const cancel = undoBody(
    bill({ customerId: undefined }),
    { mode: 'cancellation', id: 'b1', amount: 100, method: 'cash', reason: 'Twice' },
    {},
  );
  expect(cancel).toMatchObject({ customerId: '', paidAmount: 0, status: 'cancelled' });
});

it('refuses an amount of cash left out or nought, of more decimals than its currency has, or over what may go', () => {
  expect(amountProblem('', 'USD')).toBe('required');
  expect(amountProblem(0, 'USD')).toBe('required');
  expect(amountProblem(1.005, 'USD')).toBe('decimals');
  expect(amountProblem(1.5, 'JPY')).toBe('decimals');
  expect(amountProblem(40.01, 'USD', 40)).toBe('over');
  expect(amountProblem(40, 'USD', 40)).toBeUndefined();
  expect(amountProblem('12.5', 'USD')).toBeUndefined();
});
