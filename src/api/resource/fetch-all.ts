import { backend } from '../backend';
import type { Filters, ListPage, ListParams } from './paging';

/** SPEC §9: fetch-all loops read pages of 50. */
export const FETCH_ALL_PAGE_SIZE = 50;

export interface FetchAllProgress {
  loaded: number;
  /** Known when the server sends a count. */
  total: number | undefined;
}

export interface FetchAllOptions {
  signal?: AbortSignal;
  onProgress?: (progress: FetchAllProgress) => void;
  pageSize?: number;
  /** Requests in flight at once (default: the backend profile's `fetchAllConcurrency`, 8). */
  concurrency?: number;
  /** 'sequential' reads page after page even when a total is known (benchmarks compare both). */
  strategy?: 'auto' | 'sequential';
}

type FetchPage<T> = (params: ListParams, signal?: AbortSignal) => Promise<ListPage<T>>;

/**
 * Every record matching `filters`. Where the first page carries a total, the remaining pages are
 * fetched in parallel (a few at a time) and joined in order; where it does not, pages are read one
 * after another while they come back full.
 */
export async function fetchAll<T>(
  fetchPage: FetchPage<T>,
  filters: Filters = {},
  options: FetchAllOptions = {},
): Promise<T[]> {
  const pageSize = options.pageSize ?? FETCH_ALL_PAGE_SIZE;
  const { signal, onProgress } = options;
  const first = await fetchPage({ page: 1, pageSize, filters }, signal);
  onProgress?.({ loaded: first.items.length, total: first.total });
  if (first.total === undefined || options.strategy === 'sequential')
    return sequentialRest(fetchPage, first, filters, options);

  const pageCount = Math.ceil(first.total / pageSize);
  const pages: T[][] = [first.items];
  let loaded = first.items.length;
  let next = 2;
  const worker = async () => {
    while (next <= pageCount) {
      const page = next++;
      const { items } = await fetchPage({ page, pageSize, filters }, signal);
      pages[page - 1] = items;
      loaded += items.length;
      onProgress?.({ loaded, total: first.total });
    }
  };
  const workers = Math.min(options.concurrency ?? backend().fetchAllConcurrency, pageCount - 1);
  await Promise.all(Array.from({ length: Math.max(0, workers) }, worker));
  return pages.flat();
}

async function sequentialRest<T>(
  fetchPage: FetchPage<T>,
  first: ListPage<T>,
  filters: Filters,
  { signal, onProgress, pageSize = FETCH_ALL_PAGE_SIZE }: FetchAllOptions,
): Promise<T[]> {
  const all = [...first.items];
  let last = first.items.length;
  for (let page = 2; last === pageSize; page++) {
    const { items } = await fetchPage({ page, pageSize, filters }, signal);
    all.push(...items);
    last = items.length;
    onProgress?.({ loaded: all.length, total: undefined });
  }
  return all;
}
