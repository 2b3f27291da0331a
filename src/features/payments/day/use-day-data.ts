import { skipToken, useQuery } from '@tanstack/react-query';
import { drawers } from '@/api/resources/drawers';
import { hasExtension } from '@/api/extensions';
import { payments } from '@/api/resources/payments';
import type { FetchAllProgress } from '@/api/resource/fetch-all';
import { readAllTransactions } from '../read-all';
import type { Period } from './report';

const previousDay = (day: string) => {
  const d = new Date(`${day}T12:00`);
  d.setDate(d.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * The transactions a period's report needs. With the `dateRange` extension, those made from the
 * day before the period on (a server's day may be UTC's; the payments after it tell what a bill
 * billed in the period was paid later). Without it, SPEC §7 lists transactions with no date
 * filter and no sort: every page is read, with a progress bar, and the screen says why. Either
 * way in wide pages (`read-all.ts`), under a key of the resource's fetch-alls (`[payments, 'all',
 * filters, …]`): the cache's own updates after a payment reach it as they reach theirs.
 */
export function useDayTransactions(period: Period) {
  const ranged = hasExtension('dateRange');
  const filters = ranged ? { createdAtFrom: previousDay(period.from) } : {};
  const progressKey = payments.keys.allProgress(filters);
  const read = useQuery({
    queryKey: [...payments.keys.all(filters), 'wide'],
    queryFn: ({ signal, client }) =>
      readAllTransactions(filters, {
        signal,
        onProgress: (progress) => client.setQueryData(progressKey, progress),
      }),
    staleTime: 30_000,
  });
  const progress = useQuery({
    queryKey: progressKey as unknown as readonly unknown[],
    queryFn: skipToken,
  }).data as FetchAllProgress | undefined;
  return { read, progress, ranged };
}

export const useDayDrawers = () => useQuery({ ...drawers.queries.all(), staleTime: 30_000 });
