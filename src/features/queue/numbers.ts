import type { QueryClient } from '@tanstack/react-query';
import { tickets, type Ticket } from '@/api/resources/tickets';
import type { ListPage } from '@/api/define-resource';

/** One more than the highest ticket number in any cached list of tickets (1 for an empty queue). */
export function nextTicketNumber(client: QueryClient): number {
  let highest = 0;
  for (const [, page] of client.getQueriesData<ListPage<Ticket> | Ticket[]>({
    queryKey: tickets.keys.root,
  })) {
    const items = Array.isArray(page) ? page : page?.items;
    for (const ticket of items ?? []) highest = Math.max(highest, ticket.number ?? 0);
  }
  return highest + 1;
}
