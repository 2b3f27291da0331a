import type { Payment } from '@/api/resources/payments';
import { buildStatement, compareWithServer } from './statement';

const rates = [
  { baseCurrency: 'USD', targetCurrency: 'EUR', rate: 0.92, effectiveDate: '2026-01-01' },
];
const period = { from: '2026-01-01', to: '2026-12-31' };
const tx = (id: string, fields: Partial<Payment>): Payment => ({
  _id: id,
  currency: 'USD',
  method: 'cash',
  status: 'paid',
  ...fields,
});
/** Nine in the morning (UTC) of a day of 2026: when a transaction of a test was made. */
const on = (day: string) => `2026-${day}T09:00:00Z`;
/** A bill of 100 refunded after 60 was paid on it (payment "pay"): where each refund story starts. */
const refundedBill = (bill: Partial<Payment> = {}, pay: Partial<Payment> = {}) => [
  tx('bill', { amount: 100, paidAmount: 60, status: 'refunded', createdAt: on('03-01'), ...bill }),
  tx('pay', { amount: 60, referenceTransactionId: 'bill', createdAt: on('03-02'), ...pay }),
];
const balances = (rows: Payment[], options = {}) =>
  buildStatement(rows, rates, period, options).lines.map((l) => [l.kind, l.change, l.balance]);

describe('a refund', () => {
  it('gives back what was paid on a refunded bill: the patient is not left in credit', () => {
    const rows = refundedBill(
      { customerId: 'p', updatedAt: '2026-03-05T09:00:00Z' },
      { paidAmount: 60 },
    );
    expect(balances(rows)).toEqual([
      ['closedBill', 0, 0],
      ['payment', -60, -60],
      ['refund', 60, 0],
    ]);
    const refund = buildStatement(rows, rates, period).lines[2]!;
    expect(refund.at).toBe('2026-03-05T09:00:00Z');
    expect(buildStatement(rows, rates, period).closing).toEqual([{ currency: 'USD', amount: 0 }]);
  });

  it('gives back what was paid when billed, and a payment refunded on its own', () => {
    const rows = [
      tx('b1', {
        amount: 50,
        paidAmount: 50,
        status: 'refunded',
        createdAt: '2026-04-01T09:00:00Z',
      }),
      tx('b2', {
        amount: 80,
        paidAmount: 30,
        status: 'partial',
        createdAt: '2026-04-02T09:00:00Z',
      }),
      tx('p2', {
        amount: 30,
        referenceTransactionId: 'b2',
        status: 'refunded',
        createdAt: '2026-04-03T09:00:00Z',
        updatedAt: '2026-04-04T09:00:00Z',
      }),
    ];
    expect(balances(rows)).toEqual([
      ['closedBill', 0, 0],
      ['paidAtBilling', -50, -50],
      ['refund', 50, 0],
      ['bill', 80, 80],
      ['payment', -30, 50],
      ['refund', 30, 80],
    ]);
  });

  it('counts a refund of its own (a negative amount on the bill) once, not again with the bill', () => {
    const rows = [
      ...refundedBill(),
      tx('back', { amount: -60, referenceTransactionId: 'bill', createdAt: on('03-03') }),
    ];
    expect(balances(rows)).toEqual([
      ['closedBill', 0, 0],
      ['payment', -60, -60],
      ['refund', 60, 0],
    ]);
  });
});

describe('records of a kind of their own', () => {
  it('reads a refund record (`kind: refund`) as money back, a cancellation as none', () => {
    const rows = [
      ...refundedBill(),
      tx('back', {
        amount: 60,
        kind: 'refund',
        referenceTransactionId: 'bill',
        createdAt: on('03-03'),
      }),
      tx('void', {
        amount: 100,
        kind: 'cancellation',
        referenceTransactionId: 'bill',
        createdAt: on('03-04'),
      }),
    ];
    expect(balances(rows)).toEqual([
      ['closedBill', 0, 0],
      ['payment', -60, -60],
      ['refund', 60, 0],
    ]);
  });

  it('lists what it cannot read as a bill or a payment on one, moving no balance', () => {
    const rows = [
      tx('b1', { customerId: 'p', amount: 30, paidAmount: 30, createdAt: '2026-06-01T09:00:00Z' }),
      // A cascade kept as one transaction of the payer: no bill named, no paidAmount.
      tx('cascade', { customerId: 'p', amount: 30, createdAt: '2026-06-02T09:00:00Z' }),
      tx('odd', { customerId: 'p', amount: 7, kind: 'voucher', createdAt: '2026-06-03T09:00:00Z' }),
      tx('loose', {
        customerId: 'p',
        amount: 5,
        kind: 'refund',
        createdAt: '2026-06-04T09:00:00Z',
      }),
    ];
    expect(balances(rows)).toEqual([
      ['bill', 30, 30],
      ['paidAtBilling', -30, 0],
      ['unclassified', 0, 0],
      ['unclassified', 0, 0],
      ['refund', 5, 5],
    ]);
  });
});

describe('an insured bill', () => {
  const rows = [
    tx('bill', {
      customerId: 'p',
      insuranceCompanyId: 'ins',
      amount: 100.01,
      paidAmount: 0,
      status: 'partial',
      createdAt: '2026-05-01T09:00:00Z',
    }),
    tx('copay', {
      customerId: 'p',
      amount: 30,
      referenceTransactionId: 'bill',
      createdAt: '2026-05-01T10:00:00Z',
    }),
    tx('claim', {
      insuranceCompanyId: 'ins',
      amount: 40,
      referenceTransactionId: 'bill',
      createdAt: '2026-05-20T10:00:00Z',
    }),
  ];
  const coverageOf = (id: string) => (id === 'ins' ? 70 : undefined);

  it('counts the patient’s part on the patient’s statement, what was paid going to it first', () => {
    // 70% of 100.01 is 70.007: the insurer's 70.01, the patient's 30.00.
    expect(balances(rows, { part: 'patient', coverageOf })).toEqual([
      ['bill', 30, 30],
      ['payment', -30, 0],
    ]);
  });

  it('counts the insurer’s part on the insurer’s statement', () => {
    expect(balances(rows, { part: 'insurer', coverageOf })).toEqual([
      ['bill', 70.01, 70.01],
      ['payment', -40, 30.01],
    ]);
    const line = buildStatement(rows, rates, period, { part: 'insurer', coverageOf }).lines[0];
    expect(line?.share).toEqual({ percent: 70, part: 'insurer' });
  });

  it('counts a bill whole without a part, or when the insurer’s coverage is not known', () => {
    expect(balances(rows).map(([, , b]) => b)).toEqual([100.01, 70.01, 30.01]);
    expect(balances(rows, { part: 'patient', coverageOf: () => undefined })[0]).toEqual([
      'bill',
      100.01,
      100.01,
    ]);
  });
});

describe('the statement against the server’s balance', () => {
  it('says where and by how much they differ, in the balance’s currency', () => {
    const closing = [
      { currency: 'EUR', amount: 9.2 },
      { currency: 'USD', amount: 70 },
    ];
    expect(compareWithServer(closing, { balance: 80, currency: 'USD' }, rates)).toEqual({
      status: 'agrees',
      server: { amount: 80, currency: 'USD' },
      ours: 80,
    });
    expect(compareWithServer(closing, { balance: 80.25, currency: 'USD' }, rates)).toMatchObject({
      status: 'differs',
      ours: 80,
      difference: 0.25,
    });
  });

  it('compares a bare balance only when the statement has one currency', () => {
    const one = [{ currency: 'USD', amount: 70 }];
    expect(compareWithServer(one, { balance: 70 }, rates).status).toBe('agrees');
    const two = [...one, { currency: 'EUR', amount: 1 }];
    expect(compareWithServer(two, { balance: 70 }, rates)).toEqual({
      status: 'unknown',
      reason: 'noCurrency',
    });
    expect(compareWithServer(one, {}, rates)).toEqual({ status: 'unknown', reason: 'noBalance' });
    expect(compareWithServer(one, { balance: 5, currency: 'GBP' }, rates)).toMatchObject({
      status: 'unknown',
      reason: 'noRate',
    });
  });
});
