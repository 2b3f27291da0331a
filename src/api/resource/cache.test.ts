import { QueryClient } from '@tanstack/react-query';
import { expect, it, vi } from 'vitest';
import { cacheOf } from './cache';

type Row = { _id: string; name: string };
const cache = cacheOf<Row>('things', (row) => row._id);

it('finds a record in any cached copy: detail first, then list pages and all-items lists', () => {
  const client = new QueryClient();
  client.setQueryData(['things', 'list', { page: 2, pageSize: 10 }], {
    items: [{ _id: 'a', name: 'from a page' }],
    total: 11,
    hasNextPage: false,
    page: 2,
    pageSize: 10,
  });
  client.setQueryData(['things', 'all', {}], [{ _id: 'b', name: 'from everything' }]);
  client.setQueryData(['things', 'detail', 'a'], { _id: 'a', name: 'the detail' });

  expect(cache.find(client, 'a')?.name).toBe('the detail');
  expect(cache.find(client, 'b')?.name).toBe('from everything');
  expect(cache.find(client, 'c')).toBeUndefined();
  // Another resource's records are not this one's.
  client.setQueryData(['others', 'all', {}], [{ _id: 'c', name: 'not a thing' }]);
  expect(cache.find(client, 'c')).toBeUndefined();
});

it('of the lists holding a record, finds the copy read last', () => {
  vi.useFakeTimers();
  const client = new QueryClient();
  const page = (name: string) => ({
    items: [{ _id: 'a', name }],
    total: 1,
    hasNextPage: false,
    page: 1,
    pageSize: 25,
  });
  // The whole list, left earlier; then the list filtered to it, read again after a change.
  client.setQueryData(['things', 'list', { page: 1, pageSize: 25 }], page('as it was'));
  vi.advanceTimersByTime(1000);
  client.setQueryData(
    ['things', 'list', { page: 1, pageSize: 25, filters: { name: 'a' } }],
    page('as it is'),
  );
  expect(cache.find(client, 'a')?.name).toBe('as it is');
  // Whichever order the cache holds them in.
  vi.advanceTimersByTime(1000);
  client.setQueryData(['things', 'list', { page: 1, pageSize: 25 }], page('changed again'));
  expect(cache.find(client, 'a')?.name).toBe('changed again');
});

it('reinstates deleted records where they were, keeping every other change made since', () => {
  const client = new QueryClient();
  const listKey = ['things', 'list', { page: 1, pageSize: 3 }];
  const rows = [
    { _id: 'a', name: 'A' },
    { _id: 'b', name: 'B' },
    { _id: 'c', name: 'C' },
  ];
  client.setQueryData(listKey, { items: rows, total: 7, hasNextPage: true, page: 1, pageSize: 3 });
  client.setQueryData(['things', 'all', {}], rows);
  client.setQueryData(['things', 'detail', 'b'], rows[1]);
  const snapshot = cache.snapshot(client);

  cache.remove(client, 'b');
  cache.remove(client, 'c');
  cache.replace(client, 'a', { _id: 'a', name: 'A, edited meanwhile' });
  cache.reinstate(client, snapshot, ['b']);

  expect(client.getQueryData(listKey)).toMatchObject({
    items: [
      { _id: 'a', name: 'A, edited meanwhile' },
      { _id: 'b', name: 'B' },
    ],
    total: 6,
  });
  expect(client.getQueryData<Row[]>(['things', 'all', {}])?.map((r) => r._id)).toEqual(['a', 'b']);
  expect(client.getQueryData(['things', 'detail', 'b'])).toEqual({ _id: 'b', name: 'B' });
  // Nothing doubles if it is already back (a refetch got there first).
  cache.reinstate(client, snapshot, ['b']);
  expect(client.getQueryData<Row[]>(['things', 'all', {}])).toHaveLength(2);
});
