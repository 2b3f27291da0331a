import type { Payment } from '@/api/resources/payments';
import { entriesOf } from '@/features/payments/takings';
import {
  buildClosing,
  differences,
  expectedCash,
  methodTotals,
  receiptKey,
  receiptNumbers,
  sessionEntries,
} from './session';
import { closingOf } from './testing';

const at = (time: string) => `2026-12-07T${time}:00.000Z`;
const tx = (p: Partial<Payment> & { _id: string }): Payment =>
  ({ customerId: 'c1', status: 'paid', currency: 'USD', method: 'cash', ...p }) as Payment;

/** A session's day: bills paid at the desk, a partial payment, a card payment, a refund. */
const day = [
  tx({ _id: 'b1', amount: 30, paidAmount: 30, drawerId: 'd1', createdAt: at('09:00') }),
  tx({
    _id: 'b2',
    amount: 100,
    paidAmount: 80.5,
    status: 'partial',
    drawerId: 'd1',
    createdAt: at('09:10'),
  }),
  // 20 and 10.50 of b2's 80.50 came later: b2 took 50 at billing.
  tx({
    _id: 'p1',
    referenceTransactionId: 'b2',
    amount: 20,
    paidAmount: 20,
    drawerId: 'd1',
    createdAt: at('10:00'),
  }),
  tx({
    _id: 'p2',
    referenceTransactionId: 'b2',
    amount: 10.5,
    method: 'card',
    drawerId: 'd1',
    createdAt: at('10:05'),
  }),
  tx({
    _id: 'r1',
    kind: 'refund',
    referenceTransactionId: 'b1',
    amount: 30,
    drawerId: 'd1',
    createdAt: at('11:00'),
  }),
  tx({
    _id: 'e1',
    amount: 7.25,
    paidAmount: 7.25,
    currency: 'EUR',
    drawerId: 'd1',
    createdAt: at('11:30'),
  }),
  // Another drawer's, and one of this drawer's before the session opened.
  tx({ _id: 'o1', amount: 99, paidAmount: 99, drawerId: 'd2', createdAt: at('09:30') }),
  tx({ _id: 'x1', amount: 5, paidAmount: 5, drawerId: 'd1', createdAt: at('07:00') }),
];
const session = {
  id: 's1',
  openedAt: at('08:00'),
  float: 100,
  moves: [
    { at: at('12:00'), amount: 15, currency: 'USD', reason: 'Change from the bank' },
    { at: at('12:30'), amount: -40.1, currency: 'USD', reason: 'Paid the courier' },
  ],
};
const entries = sessionEntries(entriesOf(day), 'd1', session);

it('takes the session’s own entries: its drawer, from its opening on', () => {
  expect(entries.map((e) => e.id)).toEqual(['b1', 'b2', 'p1', 'p2', 'r1', 'e1']);
});

it('keeps what a bill took at billing when a payment on it came later', () => {
  expect(entries.find((e) => e.id === 'b2')).toMatchObject({ kind: 'atBilling', amount: 50 });
});

it('expects float + cash payments − cash refunds ± cash moves, per currency', () => {
  // USD: 100 + 30 + 50 + 20 − 30 + 15 − 40.10; EUR: 7.25; the card's 10.50 is not in the drawer.
  expect(expectedCash(session, 'USD', entries)).toEqual({ EUR: 7.25, USD: 144.9 });
  expect(expectedCash({ float: 0 }, 'LBP', [])).toEqual({ LBP: 0 });
});

it('totals other methods apart, net of their refunds', () => {
  expect(methodTotals(entries)).toEqual([
    { method: 'card', currency: 'USD', amount: 10.5, count: 1 },
  ]);
});

it('says the difference per currency to the minor unit, a currency not expected included', () => {
  expect(differences({ USD: 144.9, EUR: 7.25 }, { USD: 139.9, EUR: 7.25, GBP: 1 })).toEqual({
    EUR: 0,
    GBP: 1,
    USD: -5,
  });
  expect(differences({ USD: 0.3 }, { USD: 0.1 + 0.2 })).toEqual({ USD: 0 });
});

it('numbers receipts per drawer and day, in the order taken, refunds included', () => {
  const numbers = receiptNumbers([
    ...entriesOf(day),
    ...entriesOf([
      tx({
        _id: 'n1',
        amount: 1,
        paidAmount: 1,
        drawerId: 'd1',
        createdAt: '2026-12-08T09:00:00.000Z',
      }),
    ]),
  ]);
  const of = (id: string, kind: 'atBilling' | 'partial' = 'partial') =>
    numbers.get(receiptKey({ id, kind }));
  expect([
    of('x1', 'atBilling'),
    of('b1', 'atBilling'),
    of('b2', 'atBilling'),
    of('p1'),
    of('p2'),
  ]).toEqual([1, 2, 3, 4, 5]);
  expect(numbers.get(receiptKey({ id: 'r1', kind: 'partial' }))).toBe(6);
  expect(of('o1', 'atBilling')).toBe(1); // Another drawer counts from 1.
  expect(of('n1', 'atBilling')).toBe(1); // So does the next day.
});

it('writes a Z-report numbered after the drawer’s last, with the last count and every line frozen', () => {
  const fourth = closingOf({ number: 4, openedAt: at('07:00'), closedAt: at('08:00') });
  const counts = [
    { countedAt: at('13:00'), counted: { USD: 140, EUR: 7.25 } },
    { countedAt: at('13:05'), counted: { USD: 139.9, EUR: 7.25 } },
  ];
  const closing = buildClosing({
    session: { ...session, counts },
    currency: 'USD',
    entries,
    previous: [fourth],
    numbers: receiptNumbers(entries),
    closedAt: at('13:10'),
    reason: 'A coin short',
  });
  expect(closing).toMatchObject({
    number: 5,
    expected: { USD: 144.9, EUR: 7.25 },
    counted: { USD: 139.9, EUR: 7.25 },
    difference: { USD: -5, EUR: 0 },
    reason: 'A coin short',
    counts,
  });
  expect(closing.lines).toHaveLength(6);
  expect(closing.lines[4]).toMatchObject({ id: 'r1', kind: 'refund', amount: 30, receipt: 5 });
});
