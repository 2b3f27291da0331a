import { http, HttpResponse } from 'msw';
import { tickets } from '@/api/resources/tickets';
import type { TicketRecord } from '../db/records';
import { db } from '../db/tables';
import { guarded, nowIso, resourceHandlers } from './resource';

const waiting = () => db.tickets.all().filter((t) => t.status === 'waiting');

/** Calls the lowest-numbered waiting ticket, to `counter` when one is named; null if none waits. */
function callNext(counter?: string): TicketRecord | null {
  const next = waiting().reduce<TicketRecord | undefined>(
    (lowest, t) => (!lowest || t.number < lowest.number ? t : lowest),
    undefined,
  );
  if (!next) return null;
  return db.tickets.update(next._id, {
    status: 'called',
    calledAt: nowIso(),
    ...(counter && { counter }),
  })!;
}

/** The waiting-room queue. Fixed paths (next, count) come before the `:id` route. */
export const ticketHandlers = [
  http.get(
    '*/api/tickets/next',
    guarded(() => HttpResponse.json(callNext())),
  ),
  http.get<{ counter: string }>(
    '*/api/tickets/next/:counter',
    guarded(({ params }) => HttpResponse.json(callNext(params.counter))),
  ),
  http.get(
    '*/api/tickets/count',
    guarded(() => HttpResponse.json({ count: waiting().length })),
  ),
  ...resourceHandlers(tickets, db.tickets, { search: ['service', 'counter'] }),
];
