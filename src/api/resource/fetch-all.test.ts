import { fetchAll, type FetchAllProgress } from './fetch-all';
import { toListPage, type ListParams } from './paging';

/** A fake server of `rows` numbered records; `withTotal` says whether pages carry the count. */
function fakeServer(rows: number, withTotal: boolean, delayMs = 1) {
  const calls: ListParams[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchPage = async (params: ListParams) => {
    calls.push(params);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    inFlight--;
    const start = (params.page - 1) * params.pageSize;
    const items = Array.from(
      { length: Math.max(0, Math.min(params.pageSize, rows - start)) },
      (_, i) => start + i,
    );
    return toListPage(items, withTotal ? rows : undefined, params);
  };
  return { fetchPage, calls, maxInFlight: () => maxInFlight };
}

describe('fetch-all without a total: pages of 50 while a page is full', () => {
  it('reads page after page and stops at the first short page', async () => {
    const server = fakeServer(120, false);
    const all = await fetchAll(server.fetchPage);
    expect(all).toEqual(Array.from({ length: 120 }, (_, i) => i));
    expect(server.calls.map((c) => [c.page, c.pageSize])).toEqual([
      [1, 50],
      [2, 50],
      [3, 50],
    ]);
    expect(server.maxInFlight()).toBe(1);
  });

  it('asks for one more (empty) page when the last page is exactly full', async () => {
    const server = fakeServer(100, false);
    expect(await fetchAll(server.fetchPage)).toHaveLength(100);
    expect(server.calls).toHaveLength(3);
  });

  it('passes the filters on every page and reports progress without a total', async () => {
    const server = fakeServer(60, false);
    const progress: FetchAllProgress[] = [];
    await fetchAll(server.fetchPage, { status: 'paid' }, { onProgress: (p) => progress.push(p) });
    expect(server.calls.every((c) => c.filters?.status === 'paid')).toBe(true);
    expect(progress).toEqual([
      { loaded: 50, total: undefined },
      { loaded: 60, total: undefined },
    ]);
  });
});

describe('fetch-all with a total: first page, then the rest in parallel', () => {
  it('fetches exactly the pages the total needs, a few at a time, joined in order', async () => {
    const server = fakeServer(2000, true);
    const all = await fetchAll(server.fetchPage, {}, { concurrency: 4 });
    expect(all).toEqual(Array.from({ length: 2000 }, (_, i) => i));
    expect(server.calls).toHaveLength(40);
    expect(new Set(server.calls.map((c) => c.page)).size).toBe(40);
    expect(server.maxInFlight()).toBe(4);
  });

  it('keeps the deployment’s number of requests in flight by default (8), and one when told 1', async () => {
    const server = fakeServer(2000, true);
    await fetchAll(server.fetchPage);
    expect(server.maxInFlight()).toBe(8);
    const one = fakeServer(200, true);
    expect(await fetchAll(one.fetchPage, {}, { concurrency: 1 })).toHaveLength(200);
    expect(one.maxInFlight()).toBe(1);
  });

  it('reports progress up to the total', async () => {
    const server = fakeServer(130, true);
    const progress: FetchAllProgress[] = [];
    await fetchAll(server.fetchPage, {}, { onProgress: (p) => progress.push(p) });
    expect(progress[0]).toEqual({ loaded: 50, total: 130 });
    expect(progress.at(-1)).toEqual({ loaded: 130, total: 130 });
    expect(progress.map((p) => p.loaded)).toEqual(
      [...progress.map((p) => p.loaded)].sort((a, b) => a - b),
    );
  });

  it('makes one request when everything fits on the first page', async () => {
    const server = fakeServer(12, true);
    expect(await fetchAll(server.fetchPage)).toHaveLength(12);
    expect(server.calls).toHaveLength(1);
  });

  it('can be told to read sequentially even when a total is known', async () => {
    const server = fakeServer(120, true);
    expect(await fetchAll(server.fetchPage, {}, { strategy: 'sequential' })).toHaveLength(120);
    expect(server.maxInFlight()).toBe(1);
  });

  it('fails as a whole when one page fails', async () => {
    const server = fakeServer(300, true);
    const failing = async (params: ListParams) => {
      if (params.page === 4) throw new Error('page 4 failed');
      return server.fetchPage(params);
    };
    await expect(fetchAll(failing)).rejects.toThrow('page 4 failed');
  });
});
