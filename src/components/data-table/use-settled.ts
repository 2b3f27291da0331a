import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * Any reference list's query: the table only starts it and reads whether it settled, so its data
 * and key types do not matter here (and a query's key is both read and handed to its function:
 * no one key type takes every list's).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AwaitedQuery = FetchQueryOptions<any, Error, any, any>;

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
