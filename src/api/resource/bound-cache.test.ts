import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { boundCache } from './bound-cache';

const page = (area: string, n: number) => [area, 'list', { page: n, pageSize: 50 }];

describe('the cache keeps a bounded number of list pages and records per area', () => {
  it('drops the least recently fetched pages no screen shows once an area has more than the bound', () => {
    const client = new QueryClient();
    boundCache(client, { list: 3, detail: 3 });
    for (let n = 1; n <= 6; n++) {
      vi.setSystemTime(1_000 * n);
      client.setQueryData(page('results', n), { items: [n] });
    }
    client.setQueryData(page('customers', 1), { items: [] });
    const kept = client
      .getQueryCache()
      .findAll({ queryKey: ['results', 'list'] })
      .map((query) => (query.queryKey[2] as { page: number }).page)
      .sort();
    expect(kept).toEqual([4, 5, 6]);
    // Another area's pages are not counted against this one.
    expect(client.getQueryData(page('customers', 1))).toEqual({ items: [] });
    vi.useRealTimers();
  });

  it('never drops a page a screen shows, however old', () => {
    const client = new QueryClient();
    boundCache(client, { list: 2, detail: 2 });
    client.setQueryData(page('results', 1), { items: [1] });
    const shown = new QueryObserver(client, { queryKey: page('results', 1), enabled: false });
    const unsubscribe = shown.subscribe(() => undefined);
    for (let n = 2; n <= 5; n++) client.setQueryData(page('results', n), { items: [n] });
    expect(client.getQueryData(page('results', 1))).toEqual({ items: [1] });
    expect(client.getQueryCache().findAll({ queryKey: ['results', 'list'] })).toHaveLength(2);
    unsubscribe();
  });

  it('bounds records apart from pages, and leaves other queries alone', () => {
    const client = new QueryClient();
    boundCache(client, { list: 1, detail: 2 });
    const record = (id: string) => ['customers', 'detail', id];
    for (const id of ['a', 'b', 'c']) client.setQueryData(record(id), { _id: id });
    client.setQueryData(['customers', 'all', {}], [{ _id: 'a' }]);
    client.setQueryData(page('customers', 1), { items: [] });
    client.setQueryData(page('customers', 2), { items: [] });
    // Two records kept (the oldest gone), one page kept, and the whole list untouched.
    expect(client.getQueryCache().findAll({ queryKey: ['customers', 'detail'] })).toHaveLength(2);
    expect(client.getQueryData(record('a'))).toBeUndefined();
    expect(client.getQueryData(page('customers', 1))).toBeUndefined();
    expect(client.getQueryData(page('customers', 2))).toEqual({ items: [] });
    expect(client.getQueryData(['customers', 'all', {}])).toEqual([{ _id: 'a' }]);
  });
});
