import { skipToken, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { customers, type Customer } from '@/api/resources/customers';
import { personName } from '@/components/references/person-name';
import { rangeProgressKey, rangesQuery, type RangeProgress, type VisitRecord } from './range';
import type { CalendarSource } from './source';
import { toVisits } from './visits';

/**
 * The visits of the doctors on screen within the days on screen: each doctor's read (the
 * contract's `doctorId` filter, read as `range.ts` says) in one list, with how far each got.
 */
export function useCalendarData<T extends VisitRecord>(
  source: CalendarSource<T>,
  doctorIds: readonly string[],
  from: string,
  to: string,
) {
  const read = useQuery(rangesQuery(source.resource, { doctorIds, from, to }));
  const progress = useQueries({
    queries: doctorIds.map((doctorId) => ({
      queryKey: rangeProgressKey(source.resource.name, {
        doctorId,
        from,
        to,
      }) as unknown as readonly unknown[],
      queryFn: skipToken,
    })),
  }).map((q) => q.data as RangeProgress | undefined);

  const rows = read.data as T[] | undefined;
  const visits = useMemo(
    () => toVisits(rows ?? [], source.resource.idOf, source.minutes),
    [rows, source],
  );
  return {
    visits,
    loading: read.isPending,
    fetching: read.isFetching,
    error: read.error,
    retry: () => void read.refetch(),
    progress,
  };
}

/**
 * Patients' names by id (each read once and kept, as list rows share them). The same map until a
 * name arrives: the grid redraws its appointments when what it is given changes.
 */
export function usePatientNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const key = [...new Set(ids)].join('\n');
  const unique = useMemo(() => (key ? key.split('\n') : []), [key]);
  const combine = useCallback(
    (found: readonly { data?: Customer | undefined }[]) => {
      const names = new Map<string, string>();
      unique.forEach((id, i) => {
        const patient = found[i]?.data;
        if (patient) names.set(id, personName(patient));
      });
      return names;
    },
    [unique],
  );
  return useQueries({
    queries: unique.map((id) => ({ ...customers.queries.one(id), staleTime: 5 * 60_000 })),
    combine,
  });
}
