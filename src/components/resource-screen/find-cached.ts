import type { QueryClient } from '@tanstack/react-query';
import type { ListPage } from '@/api/define-resource';

/**
 * A record already in the cache (any list page, all-items list or detail), so its editor opens at
 * once, and so areas without a fetch-by-id call (SPEC §7) can still open a record they listed.
 */
export function findCached<T extends object>(
  client: QueryClient,
  name: string,
  idOf: (record: T) => string,
  id: string,
): T | undefined {
  for (const [key, data] of client.getQueriesData<unknown>({ queryKey: [name] })) {
    if (!data) continue;
    if (key[1] === 'detail' && key[2] === id) return data as T;
    const items =
      key[1] === 'list' ? (data as ListPage<T>).items : key[1] === 'all' ? (data as T[]) : [];
    const found = items?.find((item) => idOf(item) === id);
    if (found) return found;
  }
  return undefined;
}
