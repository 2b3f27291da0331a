import {
  useMutation,
  useQuery,
  useQueryClient,
  skipToken,
  type QueryClient,
} from '@tanstack/react-query';
import * as z from 'zod/mini';
import { defineResource, type ListPage } from '../define-resource';
import { http, parseJson } from '../http';
import { idPath, withCatalogue } from '../resource/api';
import { bareOrWrapped, rules } from '../resource/schemas';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'tickets',
  api: 'api/tickets',
} as const satisfies AreaFacts;

export const TICKET_STATUSES = ['waiting', 'called', 'serving', 'done', 'skipped'] as const;

/** A number drawn in the waiting room for a service, called to a counter (desk). */
export const ticketFields = {
  number: z.int({ error: 'validation.number' }).check(z.gte(1, 'validation.positive')),
  service: rules.text(60),
  customerId: z.optional(z.string()),
  counter: rules.optionalText(20),
  status: rules.choice(TICKET_STATUSES),
  calledAt: z.optional(rules.dateTime()),
};

export const tickets = defineResource({
  name: 'tickets',
  idField: '_id',
  fields: ticketFields,
  path: 'api/tickets',
  operations: ['one', 'create', 'update', 'remove'],
});
export type Ticket = z.output<typeof tickets.schema>;
const keys = tickets.keys;

/** `GET /next` answers the ticket, or nothing when the queue is empty. */
const nextAnswer = z.union([
  bareOrWrapped(z.nullable(tickets.wire), ['ticket', 'data']),
  // An empty object also means "nobody waiting"; anything else that is not a ticket is an error.
  z.pipe(
    z.strictObject({}),
    z.transform(() => null),
  ),
]);
/** `GET /count`: `{ count }`, or the bare number (docs/contract.md, "ticket count"). */
const countAnswer = z.union([
  z.pipe(
    z.looseObject({ count: z.number() }),
    z.transform((answer) => answer.count),
  ),
  z.number(),
]);

export const ticketApi = {
  /** GET /api/tickets/next, or /next/{counter} when a counter calls. */
  next: (counter?: string) =>
    withCatalogue('tickets', 'next', async () =>
      parseJson(
        http.get(counter ? idPath('api/tickets/next', counter) : 'api/tickets/next'),
        nextAnswer,
        'GET /api/tickets/next',
      ),
    ),
  count: (signal?: AbortSignal) =>
    withCatalogue('tickets', 'count', () =>
      parseJson(http.get('api/tickets/count', { signal }), countAnswer, 'GET /api/tickets/count'),
    ),
};

/**
 * The ticket `next` answered, called: SPEC §7's `GET /next` is a read, and a server may leave
 * the ticket as it was (docs/contract.md, "next ticket"). Where the answer does not show it
 * called (its status, the counter asked for, the time), the app writes that itself with a PUT
 * of the whole ticket, so the queue, its count and the display follow on any server.
 */
export async function markCalled(ticket: Ticket, counter?: string): Promise<Ticket> {
  const called =
    ticket.status === 'called' && !!ticket.calledAt && (!counter || ticket.counter === counter);
  if (called) return ticket;
  const changes: Partial<Ticket> = {
    status: 'called',
    calledAt: ticket.calledAt ?? new Date().toISOString(),
    ...((counter || ticket.counter) && { counter: counter || ticket.counter }),
  };
  const saved = await tickets.api.update(tickets.idOf(ticket), changes, ticket);
  return saved ?? { ...ticket, ...changes };
}

/**
 * The ticket being served and the queue's reset are client state (SPEC §4). They live in the
 * query cache beside the server's data, not in a store of their own.
 */
export const ticketState = {
  current: keys.call('current'),
  setCurrent: (client: QueryClient, ticket: Ticket | null) =>
    client.setQueryData(keys.call('current'), ticket),
  /** SPEC §4 reset: lists emptied, current ticket cleared, pending count zero. */
  async reset(client: QueryClient) {
    await client.cancelQueries({ queryKey: keys.root });
    client.setQueriesData<ListPage<Ticket>>(
      { queryKey: keys.lists() },
      (page) => page && { ...page, items: [], total: 0, hasNextPage: false },
    );
    client.setQueriesData<Ticket[]>({ queryKey: [tickets.name, 'all'] }, (items) => items && []);
    client.setQueryData(keys.call('current'), null);
    client.setQueryData(keys.call('count'), 0);
  },
};

export const ticketQueries = {
  count: () => ({
    queryKey: keys.call('count'),
    queryFn: ({ signal }: { signal: AbortSignal }) => ticketApi.count(signal),
  }),
};

export const useTicketCount = () => useQuery(ticketQueries.count());
export const useCurrentTicket = () =>
  useQuery<Ticket | null>({ queryKey: ticketState.current, queryFn: skipToken }).data ?? null;

/**
 * Calls the next ticket (to a counter): the server hands it out, the app marks it called where
 * the server did not (`markCalled`); it becomes the current one, and the queue refetches.
 */
export function useCallNextTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (counter?: string) => {
      const ticket = await ticketApi.next(counter);
      return ticket && markCalled(ticket, counter);
    },
    // Nobody waiting (null) leaves the ticket at the counter where it was.
    onSuccess: (ticket) => {
      if (ticket) ticketState.setCurrent(client, ticket);
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.root }),
  });
}

export function useResetTickets() {
  const client = useQueryClient();
  return () => ticketState.reset(client);
}

/**
 * Starts the queue afresh: the contract has no reset call, so every ticket of the day is deleted
 * (four at a time) and then the client state is reset (SPEC §4). A failed delete stops the reset
 * with its catalogue text; the lists refetch either way, so what was deleted stays deleted.
 */
export function useClearQueue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const ids = (await tickets.api.all()).map(tickets.idOf);
      for (let i = 0; i < ids.length; i += 4) {
        await Promise.all(ids.slice(i, i + 4).map((id) => tickets.api.remove(id)));
      }
    },
    onSuccess: () => ticketState.reset(client),
    onSettled: () => client.invalidateQueries({ queryKey: keys.root }),
  });
}

export const {
  useList: useTicketList,
  useOne: useTicket,
  useAll: useAllTickets,
  useCreate: useCreateTicket,
  useUpdate: useUpdateTicket,
  useRemove: useRemoveTicket,
} = tickets.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default tickets;
