/**
 * Where each card leads, with its filters in the URL as the list screens read them
 * (`<key>From`/`<key>To` for date ranges, one key per other filter).
 */

/** The front desk's queue screen (its own feature; only its path is shared). */
export const QUEUE_PATH = '/queue';
/** The payments list (billing); filtered by its `createdAt` date range. */
export const PAYMENTS_PATH = '/payments';

const href = (path: string, search: Record<string, string>) =>
  `${path}?${new URLSearchParams(search).toString()}`;

const day = (key: string, from: string, to = from) => ({ [`${key}From`]: from, [`${key}To`]: to });

/** The filters behind each card for the day `today` (YYYY-MM-DD). */
export const cardFilters = (today: string) => ({
  appointments: day('scheduledAt', today),
  outOfRange: { flag: 'out', ...day('sampledAt', today) },
  // The day's transactions; the card counts those paid in full (see `takenPayments`).
  payments: day('createdAt', today),
});

export const cardLinks = (today: string, awaitingStatusId?: string) => {
  const filters = cardFilters(today);
  return {
    appointments: href('/appointments', filters.appointments),
    queue: QUEUE_PATH,
    awaiting: awaitingStatusId ? href('/results', { statusId: awaitingStatusId }) : '/results',
    outOfRange: href('/results', filters.outOfRange),
    payments: href(PAYMENTS_PATH, filters.payments),
  };
};
