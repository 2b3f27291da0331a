import { skipToken, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { customers } from '@/api/resources/customers';
import { personName } from '../references/person-name';
import { rangeProgressKey, rangeQuery, type RangeProgress, type VisitRecord } from './range';
import type { CalendarSource } from './source';
import { toVisits } from './visits';

/**
 * The visits of the doctors on screen within the days on screen: one query per doctor (the
 * contract's `doctorId` filter), read as `range.ts` says, with how far each read got.
 */
export function useCalendarData<T extends VisitRecord>(
  source: CalendarSource<T>,
  doctorIds: readonly string[],
  from: string,
  to: string,
) {
  const ranges = doctorIds.map((doctorId) => ({ doctorId, from, to }));
  const reads = useQueries({
    queries: ranges.map((range) => rangeQuery(source.resource, range)),
  });
  const progress = useQueries({
    queries: ranges.map((range) => ({
      queryKey: rangeProgressKey(source.resource.name, range) as unknown as readonly unknown[],
      queryFn: skipToken,
    })),
  }).map((q) => q.data as RangeProgress | undefined);

  // Each read's data changes with its time stamp (fetched, or changed in the cache at once).
  const stamp = reads.map((r) => r.dataUpdatedAt).join();
  const rows = reads.flatMap((r) => (r.data as T[] | undefined) ?? []);
  const visits = useMemo(
    () => toVisits(rows, source.resource.idOf, source.minutes),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `stamp` says when `rows` changed
    [stamp, source],
  );
  return {
    visits,
    loading: reads.some((r) => r.isPending),
    fetching: reads.some((r) => r.isFetching),
    error: reads.find((r) => r.error)?.error ?? null,
    retry: () => reads.forEach((r) => r.error && void r.refetch()),
    progress,
  };
}

/** Patients' names by id (each read once and kept, as list rows share them). */
export function usePatientNames(ids: readonly string[]): Map<string, string> {
  const unique = [...new Set(ids)];
  const found = useQueries({
    queries: unique.map((id) => ({ ...customers.queries.one(id), staleTime: 5 * 60_000 })),
  });
  const names = new Map<string, string>();
  unique.forEach((id, i) => {
    const patient = found[i]?.data;
    if (patient) names.set(id, personName(patient));
  });
  return names;
}
