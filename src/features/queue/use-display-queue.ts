import { onlineManager, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '@/api/errors';
import { tickets, type Ticket } from '@/api/resources/tickets';
import { useAuth } from '@/app/auth/auth-context';
import { pollingCount, POLL_MS } from './polling';

/** How many calls the display shows: the one being called and the five before it. */
const SHOWN = 6;

/** Called tickets, most recent call first (a stable function, so the selection is memoised). */
export const lastCalled = (all: readonly Ticket[]): Ticket[] =>
  all
    .filter((ticket) => ticket.calledAt)
    .sort((a, b) => (b.calledAt ?? '').localeCompare(a.calledAt ?? ''))
    .slice(0, SHOWN);

export type Connection = 'ok' | 'lost' | 'signed-out';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * What the waiting-room display shows, read every few seconds while it is visible: the day's
 * tickets (for the recent calls) and the waiting count. Polling goes on through failures, so
 * the display recovers by itself; the browser going offline pauses it until it is back.
 */
export function useDisplayQueue() {
  const { session } = useAuth();
  const calls = useQuery({
    queryKey: [...tickets.keys.root, 'display'],
    queryFn: ({ signal }) => tickets.api.all({}, { signal }),
    select: lastCalled,
    refetchInterval: POLL_MS.display,
    refetchIntervalInBackground: false,
  });
  const count = useQuery(pollingCount(POLL_MS.display));
  const online = useSyncExternalStore(subscribe, isOnline);
  const errors = [calls.error, count.error].filter((e) => e instanceof ApiError);
  const connection: Connection =
    !session || errors.some((e) => e.status === 401)
      ? 'signed-out'
      : !online || errors.some((e) => e.kind === 'network' || e.status >= 500)
        ? 'lost'
        : 'ok';
  return { calls: calls.data, count: count.data, connection };
}
