import { ApiError } from '@/api/errors';
import {
  FETCH_ALL_PAGE_SIZE,
  type FetchAllOptions,
  type FetchAllProgress,
} from '@/api/resource/fetch-all';
import { withoutPendingItems } from '@/api/resource/outbox-store';
import type { Filters } from '@/api/resource/paging';
import { payments, type Payment } from '@/api/resources/payments';

/**
 * Rows asked for per page when the billing sheets read every transaction (the end-of-day report
 * without the date-range extension, a statement on a server that ignores its filter). SPEC §7
 * pages with `limit`, and sets no largest; a server pays its cost per call (the token, the
 * query, the count), so 5,500 transactions cost 11 calls here instead of 110 in the pages of 50
 * of SPEC §9's loops.
 */
export const WIDE_PAGE_SIZE = 500;

/** Thrown from the first page's progress: the server answered pages of `size` rows at most. */
class Capped {
  constructor(readonly size: number) {}
}

/**
 * Every transaction matching `filters`, in pages of `WIDE_PAGE_SIZE`, checked rather than
 * assumed to be served:
 * - a server that answers the first page with fewer rows than asked while it counts more (or
 *   counts none, where that short page may be its largest, not the last) caps its pages: the
 *   rest is not asked at that size (the first page's progress stops the read before any other
 *   page goes out) and everything is read in pages of what it gave;
 * - a server that refuses a page that large (400) is read in SPEC §9's pages of 50.
 * As the resource's own fetch-all, a transaction whose delete is on its way is left out.
 */
export async function readAllTransactions(
  filters: Filters,
  options: FetchAllOptions = {},
): Promise<Payment[]> {
  const asked = options.pageSize ?? WIDE_PAGE_SIZE;
  let first = true;
  const onProgress = (progress: FetchAllProgress) => {
    const given = progress.loaded;
    if (first && given > 0 && given < asked && (progress.total ?? Infinity) > given)
      throw new Capped(given);
    first = false;
    options.onProgress?.(progress);
  };
  const read = async (pageSize: number, progress = options.onProgress) => {
    const rows = await payments.api.all(filters, { ...options, pageSize, onProgress: progress });
    return withoutPendingItems(payments.name, payments.idOf, rows as Payment[]);
  };
  try {
    return await read(asked, onProgress);
  } catch (error) {
    const size =
      error instanceof Capped
        ? error.size
        : error instanceof ApiError && error.status === 400 && asked > FETCH_ALL_PAGE_SIZE && first
          ? FETCH_ALL_PAGE_SIZE
          : undefined;
    if (size === undefined) throw error;
    return read(size);
  }
}
