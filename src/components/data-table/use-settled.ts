import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

export type AwaitedQuery = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

/**
 * Whether each of these queries has its answer, or its error: what a first page waits for (the
 * reference lists its cells name records from). Asked for here when no one has yet, and read
 * from the cache: the cells that show them observe them, the table needs no observer of its own
 * (nor TanStack's useQueries, 1.5 KB gzip on every list screen for this alone).
 */
export function useSettled(queries: readonly AwaitedQuery[]): boolean {
  const client = useQueryClient();
  useEffect(() => {
    for (const query of queries) void client.prefetchQuery(query);
  }, [client, queries]);
  const subscribe = useCallback(
    (changed: () => void) => client.getQueryCache().subscribe(changed),
    [client],
  );
  return useSyncExternalStore(subscribe, () =>
    queries.every((query) => {
      const status = client.getQueryState(query.queryKey)?.status;
      return status === 'success' || status === 'error';
    }),
  );
}
