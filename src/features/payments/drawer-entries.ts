import { useQuery } from '@tanstack/react-query';
import { payments } from '@/api/resources/payments';
import { readAllTransactions } from './read-all';
import { entriesOf } from './takings';

/**
 * Every transaction naming the drawer (`drawerId`, our field), read as the report reads them,
 * under the payments' fetch-all keys so that a payment taken anywhere refetches it. A server that
 * ignores the filter answers more: `sessionEntries` keeps the drawer's own.
 */
export function useDrawerEntries(drawerId: string, enabled = true) {
  const filters = { drawerId };
  return useQuery({
    queryKey: [...payments.keys.all(filters), 'wide'],
    queryFn: async ({ signal }) => entriesOf(await readAllTransactions(filters, { signal })),
    enabled,
  });
}
