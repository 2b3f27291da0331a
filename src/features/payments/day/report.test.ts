import type { Drawer } from '@/api/resources/drawers';
import type { Payment } from '@/api/resources/payments';
import { closingOf } from '@/features/drawers/testing';
import { buildDayReport } from './report';

const DAY = '2026-12-07';
const at = (time: string) => new Date(`${DAY}T${time}`).toISOString();
/** A transaction as read; its status may be a word of a server's own, outside SPEC's five. */
type Read = Omit<Partial<Payment>, 'status'> & { _id: string; status?: Payment['status'] | string };
const tx = (p: Read): Payment =>
  ({ customerId: 'c1', status: 'paid', currency: 'USD', method: 'cash', ...p }) as Payment;
const report = (transactions: Payment[], drawers: Drawer[] = []) =>
  buildDayReport({ transactions, drawers, rates: [], base: 'USD', period: { from: DAY, to: DAY } });

it('lists a cascade kept as one transaction of the payer under "Not classified", with its amount', () => {
  const r = report([
    tx({ _id: 'b1', amount: 30, paidAmount: 30, createdAt: at('09:00') }),
    tx({ _id: 'one', amount: 50, createdAt: at('10:00') }),
    tx({ _id: 'odd', amount: 7, status: 'settled', createdAt: at('11:00') }),
  ]);
  expect(r.taken.map((l) => [l.kind, l.amount])).toEqual([['atBilling', 30]]);
  expect(r.unclassified).toEqual([
    expect.objectContaining({ currency: 'USD', amount: 57, count: 2, ids: ['one', 'odd'] }),
  ]);
});

it('dates a refund when it was made, with its drawer and method, not by the bill’s last change', () => {
  const r = report([
    tx({
      _id: 'b1',
      amount: 30,
      paidAmount: 30,
      status: 'refunded',
      createdAt: '2026-12-01T09:00:00Z',
      updatedAt: at('09:00'),
    }),
    tx({
      _id: 'r1',
      kind: 'refund',
      referenceTransactionId: 'b1',
      amount: 30,
      method: 'card',
      drawerId: 'd1',
      createdAt: '2026-12-02T09:00:00Z',
    }),
  ]);
  expect(r.closed).toEqual([]);
});

it('reads a closed session from its Z-report, not from a bill edited since', () => {
  const drawer = {
    _id: 'd1',
    name: 'Front desk',
    currency: 'USD',
    closings: [
      closingOf({
        number: 1,
        openedAt: at('08:00'),
        closedAt: at('18:00'),
        expected: { USD: 50 },
        counted: { USD: 50 },
        difference: { USD: 0 },
        lines: [
          {
            id: 'b1',
            kind: 'atBilling',
            method: 'cash',
            currency: 'USD',
            amount: 50,
            createdAt: at('09:00'),
          },
        ],
      }),
    ],
  } satisfies Drawer;
  // Since the close: the bill says 80 paid, and a bill of the session that took nothing then now says 20.
  const r = report(
    [
      tx({ _id: 'b1', amount: 100, paidAmount: 80, drawerId: 'd1', createdAt: at('09:00') }),
      tx({ _id: 'b2', amount: 20, paidAmount: 20, drawerId: 'd1', createdAt: at('10:00') }),
    ],
    [drawer],
  );
  expect(r.taken.map((l) => [l.drawerId, l.kind, l.amount, l.ids])).toEqual([
    ['d1', 'atBilling', 50, ['b1']],
  ]);
  expect(r.drawers).toEqual([expect.objectContaining({ number: 1, expected: 50, counted: 50 })]);
  expect(r.names).toEqual({ d1: 'Front desk' });
});
