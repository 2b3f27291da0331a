import { useQuery, type QueryClient, type Query } from '@tanstack/react-query';
import { dayKey, daysBefore } from '@/domain/dates';
import { criticalFlag } from '@/domain/lab-flags';
import { watchedLimits } from '@/features/lab/parts/watched-limits';
import { hasExtension } from '@/api/extensions';
import { results, type Result } from '@/api/resources/results';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import { useExams } from './lab-references';

/**
 * Critical results not acknowledged: results changed in the last week (the `dateRange`
 * extension on `updatedAt`: a value is entered by an update) whose value lies beyond its test's
 * critical limits and that nobody has acknowledged. Read whole (a week of results is a few
 * pages), then checked here against the tests' limits, which the server knows nothing of.
 * Shared by the dashboard's card and the announcer (one query, polled by both).
 */
export const CRITICAL_DAYS = 7;
/** While the page is visible; TanStack Query does not poll a hidden page. */
export const CRITICAL_POLL_MS = 30_000;

/** The filter: changed since the first day of the window (the reader's calendar days). */
export function criticalFilters(today = new Date()) {
  return { updatedAtFrom: dayKey(daysBefore(today, CRITICAL_DAYS - 1)) };
}

const isWatch = (query: Query) => {
  const filters = query.queryKey[2];
  return (
    query.queryKey[1] === 'all' &&
    !!filters &&
    typeof filters === 'object' &&
    'updatedAtFrom' in filters
  );
};
/** Every results query of the watch (whatever day it started on). */
export const CRITICAL_KEY = [results.name, 'all'] as const;
export const refetchCriticals = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: CRITICAL_KEY, predicate: isWatch });

/** The critical ones of `rows` that nobody has acknowledged, newest change first. */
export function unacknowledgedCriticals(
  rows: readonly Result[],
  exams: ReadonlyMap<string, MedicalExamination>,
): Result[] {
  return rows
    .filter(
      (r) =>
        !r.acknowledgedAt &&
        !!criticalFlag(r.value, watchedLimits(exams.get(r.examinationId ?? ''))),
    )
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''));
}

export interface CriticalWatch {
  /** Without the `dateRange` extension the watch cannot ask for the week: what it needs. */
  needs?: 'dateRange';
  criticals: Result[] | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export function useCriticalWatch(poll: number = CRITICAL_POLL_MS): CriticalWatch {
  const available = hasExtension('dateRange');
  const exams = useExams();
  const query = useQuery({
    ...results.queries.all(criticalFilters()),
    enabled: available,
    refetchInterval: poll,
    refetchIntervalInBackground: false,
  });
  const ready = query.data && exams.size > 0;
  return {
    ...(!available && { needs: 'dateRange' as const }),
    criticals: ready ? unacknowledgedCriticals(query.data, exams) : undefined,
    isPending: available && (query.isPending || exams.size === 0),
    error: query.error,
    refetch: query.refetch,
  };
}
