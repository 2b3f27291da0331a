import { queryOptions } from '@tanstack/react-query';
import type { ListPage, ListParams } from '@/api/define-resource';
import { hasExtension } from '@/api/extensions';
import type { Filters } from '@/api/resource/paging';
import type { FetchAllOptions } from '@/api/resource/fetch-all';
import { addDays, dayStart } from '@/domain/dates';

/** A visit of either area as the calendar reads it. */
export interface VisitRecord {
  doctorId?: string;
  scheduledAt?: string;
  [field: string]: unknown;
}

/** What the calendar needs of an engine resource (`defineResource`'s result). */
export interface RangeResource<T extends VisitRecord> {
  name: string;
  declaration: { list?: { sortable?: boolean } };
  api: {
    list(params: ListParams, signal?: AbortSignal): Promise<ListPage<T>>;
    all(filters?: Filters, options?: FetchAllOptions): Promise<T[]>;
  };
}

/**
 * Without the `dateRange` extension, a doctor's visits are read page by page up to this many
 * pages of 50, then the calendar stops and says so.
 */
export const RANGE_PAGE_LIMIT = 20;
export const RANGE_PAGE_SIZE = 50;

/** How a range was read, for the progress bar and the notice about what may be missing. */
export interface RangeProgress {
  /** Pages read so far (the fallback), or records (with the extension). */
  pages: number;
  limit: number;
  /** Stopped at the limit before the range was covered. */
  limited: boolean;
  done: boolean;
}

export interface Range {
  doctorId: string;
  /** First and last calendar day shown (YYYY-MM-DD, the reader's days). */
  from: string;
  to: string;
}

/**
 * Cached like a fetch-all (`[name, 'all', filters]`, an array), so the engine's optimistic
 * update, its rollback and its refetch reach the calendar as they reach lists.
 */
const filtersOf = ({ doctorId, from, to }: Range) => ({
  doctorId,
  scheduledAtFrom: from,
  scheduledAtTo: to,
});
export const rangeKey = (name: string, range: Range) => [name, 'all', filtersOf(range)] as const;
/** Where a reading's progress goes: the app's QueryClient (a test records it instead). */
export interface ProgressSink {
  setQueryData(key: ReturnType<typeof rangeProgressKey>, progress: RangeProgress): unknown;
}

export const rangeProgressKey = (name: string, range: Range) =>
  [name, 'all-progress', filtersOf(range)] as const;

/** A doctor's visits within the days of `range`. */
export function rangeQuery<T extends VisitRecord>(resource: RangeResource<T>, range: Range) {
  return queryOptions({
    queryKey: rangeKey(resource.name, range) as unknown as readonly unknown[],
    queryFn: ({ signal, client }) => readRange(resource, range, signal, client),
    staleTime: 30_000,
  });
}

/**
 * The visits of several doctors within the same days, as one cached list: a visit moved from one
 * doctor to another leaves the first doctor's read and joins the second's, and read apart, the
 * refetches after the move answer one by one, the visit gone from both in between (off the grid,
 * its dialog closed). Each doctor's read is still its own query, reused while fresh.
 */
export function rangesQuery<T extends VisitRecord>(
  resource: RangeResource<T>,
  { doctorIds, from, to }: { doctorIds: readonly string[]; from: string; to: string },
) {
  const filters = { doctorIds: doctorIds.join(','), scheduledAtFrom: from, scheduledAtTo: to };
  return queryOptions({
    queryKey: [resource.name, 'all', filters] as readonly unknown[],
    queryFn: async ({ client }) => {
      const reads = doctorIds.map((doctorId) =>
        client.fetchQuery(rangeQuery(resource, { doctorId, from, to })),
      );
      return (await Promise.all(reads)).flat() as T[];
    },
    staleTime: 30_000,
  });
}

/**
 * With date filters, one fetch-all of the doctor's days (a day more on each side: a server's day
 * may be UTC's). Without, the doctor's pages: newest first where the API sorts (stopping once past
 * the range), else in the server's order; either way at most `RANGE_PAGE_LIMIT` pages.
 */
export async function readRange<T extends VisitRecord>(
  resource: RangeResource<T>,
  range: Range,
  signal?: AbortSignal,
  client?: ProgressSink,
): Promise<T[]> {
  const start = dayStart(range.from);
  const end = dayStart(addDays(range.to, 1));
  const at = (row: T) => Date.parse(row.scheduledAt ?? '');
  const within = (row: T) => row.doctorId === range.doctorId && at(row) >= start && at(row) < end;
  const report = (progress: RangeProgress) =>
    client?.setQueryData(rangeProgressKey(resource.name, range), progress);

  if (hasExtension('dateRange')) {
    const filters = {
      doctorId: range.doctorId,
      scheduledAtFrom: addDays(range.from, -1),
      scheduledAtTo: addDays(range.to, 1),
    };
    const rows = await resource.api.all(filters, { signal });
    report({ pages: 1, limit: 1, limited: false, done: true });
    return rows.filter(within);
  }

  const sorted = !!resource.declaration.list?.sortable;
  const found: T[] = [];
  let done = false;
  let page = 0;
  while (!done && page < RANGE_PAGE_LIMIT) {
    page++;
    const answer = await resource.api.list(
      {
        page,
        pageSize: RANGE_PAGE_SIZE,
        filters: { doctorId: range.doctorId },
        ...(sorted && { sort: { column: 'scheduledAt', direction: 'desc' as const } }),
      },
      signal,
    );
    found.push(...answer.items.filter(within));
    const last = answer.items.at(-1);
    const pastRange = sorted && !!last && at(last) < start;
    done = !answer.hasNextPage || pastRange;
    report({ pages: page, limit: RANGE_PAGE_LIMIT, limited: false, done });
  }
  if (!done) report({ pages: page, limit: RANGE_PAGE_LIMIT, limited: true, done: true });
  return found;
}
