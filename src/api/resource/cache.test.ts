import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
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
