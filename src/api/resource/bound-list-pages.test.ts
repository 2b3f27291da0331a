import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { boundListPages } from './bound-list-pages';

const page = (area: string, n: number) => [area, 'list', { page: n, pageSize: 50 }];

describe('the cache keeps a bounded number of list pages per area', () => {
  it('drops the least recently fetched pages no screen shows once an area has more than the bound', () => {
    const client = new QueryClient();
    boundListPages(client, 3);
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
    boundListPages(client, 2);
    client.setQueryData(page('results', 1), { items: [1] });
    const shown = new QueryObserver(client, { queryKey: page('results', 1), enabled: false });
    const unsubscribe = shown.subscribe(() => undefined);
    for (let n = 2; n <= 5; n++) client.setQueryData(page('results', n), { items: [n] });
    expect(client.getQueryData(page('results', 1))).toEqual({ items: [1] });
    expect(client.getQueryCache().findAll({ queryKey: ['results', 'list'] })).toHaveLength(2);
    unsubscribe();
  });

  it('leaves records and other queries alone', () => {
    const client = new QueryClient();
    boundListPages(client, 1);
    client.setQueryData(['results', 'detail', 'a'], { _id: 'a' });
    client.setQueryData(page('results', 1), { items: [] });
    client.setQueryData(page('results', 2), { items: [] });
    expect(client.getQueryData(['results', 'detail', 'a'])).toEqual({ _id: 'a' });
    expect(client.getQueryData(page('results', 1))).toBeUndefined();
    expect(client.getQueryData(page('results', 2))).toEqual({ items: [] });
  });
});
