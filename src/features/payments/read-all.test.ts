import { http, HttpResponse } from 'msw';
import { db } from '@/mocks/db/tables';
import { server } from '@/mocks/node';
import type { FetchAllProgress } from '@/api/resource/fetch-all';
import { storeSession } from '@/test/session';
import { readAllTransactions, WIDE_PAGE_SIZE } from './read-all';

/**
 * A transactions list of `count` of the demo's transactions as a server of SPEC §7 may page
 * them: at most `cap` rows a page, or a 400 above `refuseAbove`, with or without `totalCount`.
 * Every call's limit and skip are kept.
 */
function transactionsServer(
  count: number,
  { cap = Infinity, refuseAbove = Infinity, total = true } = {},
) {
  const rows = db.payments.all().slice(0, count);
  expect(rows).toHaveLength(count);
  const calls: [limit: number, skip: number][] = [];
  server.use(
    http.get('*/api/payment/transactions', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const [limit, skip] = [Number(query.get('limit')), Number(query.get('skip'))];
      calls.push([limit, skip]);
      if (limit > refuseAbove)
        return HttpResponse.json({ msg: 'limit too large' }, { status: 400 });
      const list = rows.slice(skip, skip + Math.min(limit, cap));
      return HttpResponse.json(total ? { list, totalCount: rows.length } : list);
    }),
  );
  return { ids: rows.map((row) => row._id), calls };
}

const idsOf = (rows: readonly { _id?: unknown }[]) => rows.map((row) => row._id);

beforeEach(() => storeSession());

describe('reading every transaction in wide pages', () => {
  it('asks pages of 500, the rest a few at a time, and keeps their order', async () => {
    const { ids, calls } = transactionsServer(1234);
    const progress: FetchAllProgress[] = [];
    const rows = await readAllTransactions({}, { onProgress: (p) => progress.push(p) });
    expect(idsOf(rows)).toEqual(ids);
    expect(calls.toSorted(([, a], [, b]) => a - b)).toEqual([
      [WIDE_PAGE_SIZE, 0],
      [WIDE_PAGE_SIZE, 500],
      [WIDE_PAGE_SIZE, 1000],
    ]);
    expect(progress.at(-1)).toEqual({ loaded: 1234, total: 1234 });
  });

  it('reads a server that caps its pages in pages of its cap, asking nothing more at 500', async () => {
    const { ids, calls } = transactionsServer(1234, { cap: 100 });
    const progress: FetchAllProgress[] = [];
    const rows = await readAllTransactions({}, { onProgress: (p) => progress.push(p) });
    expect(idsOf(rows)).toEqual(ids);
    // The first page told the cap; then 13 pages of 100, none of them asked at 500.
    expect(calls[0]).toEqual([500, 0]);
    expect(calls.slice(1).every(([limit]) => limit === 100)).toBe(true);
    expect(
      calls
        .slice(1)
        .map(([, skip]) => skip)
        .toSorted((a, b) => a - b),
    ).toEqual(Array.from({ length: 13 }, (_, i) => i * 100));
    // The progress bar never counts the first, abandoned answer.
    expect(progress[0]).toEqual({ loaded: 100, total: 1234 });
    expect(progress.at(-1)).toEqual({ loaded: 1234, total: 1234 });
  });

  it('reads a server that caps its pages and sends no total, and one that has no more', async () => {
    const capped = transactionsServer(260, { cap: 100, total: false });
    expect(idsOf(await readAllTransactions({}))).toEqual(capped.ids);
    expect(capped.calls).toEqual([
      [500, 0],
      [100, 0],
      [100, 100],
      [100, 200],
    ]);

    const few = transactionsServer(30, { total: false });
    expect(idsOf(await readAllTransactions({}))).toEqual(few.ids);
    // The short page might have been a cap: the next one, empty, says it was the end.
    expect(few.calls).toEqual([
      [500, 0],
      [30, 0],
      [30, 30],
    ]);
  });

  it('reads in the contract’s pages of 50 a server that refuses a page of 500', async () => {
    const { ids, calls } = transactionsServer(120, { refuseAbove: 100 });
    expect(idsOf(await readAllTransactions({}))).toEqual(ids);
    expect(calls[0]).toEqual([500, 0]);
    expect(calls.slice(1).toSorted(([, a], [, b]) => a - b)).toEqual([
      [50, 0],
      [50, 50],
      [50, 100],
    ]);
  });

  it('makes one call when everything fits on the first page', async () => {
    const { ids, calls } = transactionsServer(42);
    expect(idsOf(await readAllTransactions({}))).toEqual(ids);
    expect(calls).toEqual([[500, 0]]);
  });

  it('passes on a refusal of another kind as it came', async () => {
    server.use(
      http.get('*/api/payment/transactions', () =>
        HttpResponse.json({ msg: 'The ledger is closed.' }, { status: 403 }),
      ),
    );
    await expect(readAllTransactions({})).rejects.toThrow('The ledger is closed.');
  });
});
