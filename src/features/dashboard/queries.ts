import { useQuery } from '@tanstack/react-query';
import { appointments } from '@/api/resources/appointments';
import { examinationStatuses } from '@/api/resources/examination-statuses';
import { payments, type Payment } from '@/api/resources/payments';
import { results } from '@/api/resources/results';
import { ticketQueries } from '@/api/resources/tickets';
import { CLOSED_WORDS, remainingOf } from '@/domain/money';
import { dayKey, daysBefore } from '@/domain/dates';
import { cardFilters } from './links';

/** The home screen is looked at, not worked in: figures refresh now and then while it is shown. */
const REFRESH_MS = 60_000;
/** The queue moves by the minute. */
const QUEUE_REFRESH_MS = 15_000;
/** Days of payments in the chart, today included. */
export const PAYMENT_DAYS = 14;

/** Today's appointments, every one (a day's book is a page or two of the list). */
export function useTodayAppointments(today: string, enabled = true) {
  return useQuery({
    ...appointments.queries.all(cardFilters(today).appointments),
    refetchInterval: REFRESH_MS,
    enabled,
  });
}

/** People waiting in the queue: `GET /api/tickets/count`. */
export const useWaitingCount = () =>
  useQuery({ ...ticketQueries.count(), refetchInterval: QUEUE_REFRESH_MS });

/**
 * Rows read with a count: the list's `count` is the figure, and the rows are a sample the app
 * checks against the filters (a server that ignored one is caught, and its count not shown).
 */
const SAMPLE = 20;

/** How many results match `filters`, and the filters the server's rows show it ignored. */
export function useResultCount(filters: Record<string, string>, enabled = true) {
  return useQuery({
    ...results.queries.list({ page: 1, pageSize: SAMPLE, filters }),
    select: (page) => ({ count: page.total ?? page.items.length, ignored: page.ignored ?? [] }),
    refetchInterval: REFRESH_MS,
    enabled,
  });
}

/**
 * The clinic's "Awaiting validation" status, found by its name in the statuses list (statuses
 * are the clinic's own records and carry no code); `null` when the clinic has none.
 */
export function useAwaitingValidationStatus() {
  return useQuery({
    ...examinationStatuses.queries.all(),
    staleTime: 5 * 60_000,
    select: (statuses) => {
      const found = statuses.find((s) => /^\s*awaiting validation\s*$/i.test(s.name ?? ''));
      return found ? examinationStatuses.idOf(found) : null;
    },
  });
}

/** Today's transactions: what the card's link lists. */
export function useTodayPayments(today: string, enabled = true) {
  return useQuery({
    ...payments.queries.all(cardFilters(today).payments),
    refetchInterval: REFRESH_MS,
    enabled,
  });
}

/** Transactions of the last PAYMENT_DAYS days, for the chart. */
export function useRecentPayments(today: Date, enabled = true) {
  return useQuery({
    ...payments.queries.all({
      createdAtFrom: dayKey(daysBefore(today, PAYMENT_DAYS - 1)),
      createdAtTo: dayKey(today),
    }),
    refetchInterval: REFRESH_MS,
    enabled,
  });
}

/**
 * Money taken: transactions paid in full, read from their amounts rather than a status word a
 * backend may not share. A partly paid bill is left out because what was paid on it is a
 * transaction of its own (the settlement), which is counted; a cancelled or refunded one too.
 */
export const takenPayments = (rows: readonly Payment[]) =>
  rows.filter(
    (p) => (p.paidAmount ?? 0) > 0 && remainingOf(p) === 0 && !CLOSED_WORDS.has(p.status ?? ''),
  );
