import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { hasExtension } from '@/api/extensions';
import type { LabStages } from '@/api/lab/stages';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import { results, type Result } from '@/api/resources/results';
import { historyQuery } from '@/features/lab/parts/history';
import type { Selection } from './selection';

export interface WorksheetRows {
  rows: Result[] | undefined;
  /** The patient's visits with results awaiting a value (a visit selection), newest first. */
  visits?: { sampledAt: string; count: number }[];
  /** The selection needs the server's date-range filter, which it does not declare. */
  needs?: 'dateRange';
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The status queries as one: all their rows once every one has answered (stable otherwise). */
const combineStatuses = (queries: UseQueryResult<Result[]>[]) => ({
  data:
    queries.length && queries.every((q) => q.data)
      ? queries.flatMap((q) => q.data ?? [])
      : undefined,
  error: queries.find((q) => q.error)?.error ?? null,
  isFetching: queries.some((q) => q.isFetching),
  refetch: () => queries.forEach((q) => void q.refetch()),
});

const byWork = (a: Result, b: Result) =>
  (a.sampledAt ?? '').localeCompare(b.sampledAt ?? '') ||
  (a.customerId ?? '').localeCompare(b.customerId ?? '') ||
  (a.testName ?? '').localeCompare(b.testName ?? '');

/**
 * The results a worksheet lists: those in a status that awaits a value, read with the contract's
 * column filters (one fetch-all per such status: `statusId`, with `sampledAtFrom/To` for a day,
 * which is the `dateRange` extension), a group's kept by their test, a visit's from the
 * patient's results (`customerId`). Rows keep their place while the worksheet is open: a result
 * whose value was just typed (now awaiting validation) stays on it.
 */
export function useWorksheetRows(
  selection: Selection,
  stages: LabStages | undefined,
  exams: ReadonlyMap<string, MedicalExamination>,
): WorksheetRows {
  const entry = useMemo(() => stages?.entry ?? [], [stages]);
  const dayNeeds = selection.by === 'day' && !hasExtension('dateRange');
  const byStatus = useQueries({
    queries:
      selection.by === 'visit' || dayNeeds || (selection.by === 'group' && !selection.groupId)
        ? []
        : entry.map((statusId) =>
            results.queries.all(
              selection.by === 'day'
                ? { statusId, sampledAtFrom: selection.day, sampledAtTo: selection.day }
                : { statusId },
            ),
          ),
    combine: combineStatuses,
  });
  const history = useQuery({
    ...historyQuery(selection.by === 'visit' ? selection.customerId : ''),
    enabled: selection.by === 'visit' && !!selection.customerId,
  });
  const entrySet = useMemo(() => new Set(entry), [entry]);

  const { found, visits } = useMemo(() => {
    if (selection.by === 'visit') {
      if (!history.data) return { found: undefined, visits: undefined };
      const awaiting = history.data.filter((r) => entrySet.has(r.statusId ?? ''));
      const counts = new Map<string, number>();
      for (const r of awaiting)
        counts.set(r.sampledAt ?? '', (counts.get(r.sampledAt ?? '') ?? 0) + 1);
      const visits = [...counts]
        .map(([sampledAt, count]) => ({ sampledAt, count }))
        .sort((a, b) => b.sampledAt.localeCompare(a.sampledAt));
      const visit = selection.visit || visits[0]?.sampledAt;
      return { found: awaiting.filter((r) => r.sampledAt === visit), visits };
    }
    if (!byStatus.data) return { found: undefined };
    const inGroup = (r: Result) =>
      selection.by !== 'group' || exams.get(r.examinationId ?? '')?.groupId === selection.groupId;
    return { found: byStatus.data.filter(inGroup), visits: undefined };
  }, [selection, history.data, entrySet, byStatus.data, exams]);

  const rows = useStableRows(JSON.stringify(selection), found);
  const source =
    selection.by === 'visit'
      ? {
          error: history.error,
          isFetching: history.isFetching,
          refetch: () => void history.refetch(),
        }
      : byStatus;
  return {
    rows: dayNeeds ? undefined : rows,
    visits,
    ...(dayNeeds && { needs: 'dateRange' as const }),
    error: source.error,
    isFetching: source.isFetching,
    refetch: source.refetch,
  };
}

/**
 * The rows in the order of their first reading, each at its latest known state: a refetch that
 * no longer lists a row (its value typed, its status moved on) leaves it where it was, and one
 * that lists a new row adds it at the end, so nothing jumps under the keyboard.
 */
function useStableRows(key: string, found: Result[] | undefined): Result[] | undefined {
  const [order] = useState(() => new RowOrder());
  return useMemo(() => order.rows(key, found), [order, key, found]);
}

/** The order and last known state of a selection's rows (reading the same answer twice is a no-op). */
class RowOrder {
  private key = '';
  private ids: string[] = [];
  private known = new Map<string, Result>();

  rows(key: string, found: Result[] | undefined): Result[] | undefined {
    if (key !== this.key) [this.key, this.ids, this.known] = [key, [], new Map()];
    if (!found) return this.ids.length ? this.ids.map((id) => this.known.get(id)!) : undefined;
    const fresh = found.filter((r) => !this.known.has(results.idOf(r))).sort(byWork);
    for (const r of found) this.known.set(results.idOf(r), r);
    this.ids.push(...fresh.map(results.idOf));
    return this.ids.map((id) => this.known.get(id)!);
  }
}
