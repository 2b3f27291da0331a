import { ticketQueries } from '@/api/resources/tickets';

/**
 * How often the queue is read again. TanStack Query does not poll a hidden page
 * (`refetchIntervalInBackground` is false) and refetches as soon as it is shown again, so a
 * screen left in a background tab costs nothing.
 */
export const POLL_MS = { desk: 5_000, display: 3_000 } as const;

/** The waiting count, read every `interval` ms while the page is visible. */
export const pollingCount = (interval: number) => ({
  ...ticketQueries.count(),
  refetchInterval: interval,
  refetchIntervalInBackground: false,
});
