import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { storeSession } from '@/test/session';
import { BILLS_ASKED_ONE_BY_ONE, readStatementTransactions } from './read';

/**
 * A server that keeps partial payments without the patient, as SPEC §7 allows: `bills` bills of
 * patient "p", one payment on the first without a `customerId`, and a transaction of someone
 * else. It matches `customerId` and `referenceTransactionId` whole, or ignores the second
 * (`ignoresReference`). Every call's query is kept.
 */
function payerlessServer(bills: number, { ignoresReference = false } = {}) {
  const rows: Record<string, unknown>[] = [
    ...Array.from({ length: bills }, (_, i) => ({
      _id: `b${i}`,
      customerId: 'p',
      amount: 100,
      paidAmount: 0,
      currency: 'USD',
      method: 'cash',
      status: 'pending',
    })),
    {
      _id: 'pay',
      referenceTransactionId: 'b0',
      amount: 40,
      currency: 'USD',
      method: 'cash',
      status: 'paid',
    },
    {
      _id: 'other',
      customerId: 'q',
      amount: 5,
      currency: 'USD',
      method: 'cash',
      status: 'pending',
    },
  ];
  const calls: string[] = [];
  server.use(
    http.get('*/api/payment/transactions', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.push(query.toString());
      const customer = query.get('customerId');
      const reference = ignoresReference ? null : query.get('referenceTransactionId');
      const list = rows.filter(
        (r) =>
          (customer === null || r.customerId === customer) &&
          (reference === null || r.referenceTransactionId === reference),
      );
      const [limit, skip] = [Number(query.get('limit')), Number(query.get('skip'))];
      return HttpResponse.json({ list: list.slice(skip, skip + limit), totalCount: list.length });
    }),
  );
  return calls;
}

const ids = (rows: readonly { _id?: unknown }[]) => rows.map((r) => r._id).sort();

beforeEach(() => storeSession());

describe('a statement’s transactions', () => {
  it('finds a payment kept without the patient by the bill it references, one call per bill', async () => {
    const calls = payerlessServer(3);
    const read = await readStatementTransactions({ customerId: 'p' }, {});
    expect(ids(read.rows)).toEqual(['b0', 'b1', 'b2', 'pay']);
    expect(read.foundByBill).toBe(1);
    expect(calls.filter((c) => c.includes('referenceTransactionId'))).toHaveLength(3);
  });

  it('reads every transaction once beyond the bills it asks one by one', async () => {
    const calls = payerlessServer(BILLS_ASKED_ONE_BY_ONE + 1);
    const read = await readStatementTransactions({ customerId: 'p' }, {});
    expect(read.rows.map((r) => r._id)).toContain('pay');
    expect(read.rows.map((r) => r._id)).not.toContain('other');
    expect(calls.some((c) => c.includes('referenceTransactionId'))).toBe(false);
    expect(calls.filter((c) => !c.includes('customerId'))).not.toHaveLength(0);
  });

  it('reads every transaction once when the server ignores the filter by bill', async () => {
    payerlessServer(2, { ignoresReference: true });
    const read = await readStatementTransactions({ customerId: 'p' }, {});
    expect(ids(read.rows)).toEqual(['b0', 'b1', 'pay']);
  });
});
