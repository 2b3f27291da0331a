import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ListPage, ListParams } from '@/api/define-resource';
import { settings } from '@/config/settings';
import type { DataColumn } from '../data-table/types';
import type { ScreenResource } from './screen';
import { whenIdle } from './when-idle';

/**
 * Fetches the page after the one on screen, so "next" shows rows at once instead of a dimmed
 * table, and then what its cells read besides their rows (the patients' names: a column's
 * `meta.prepare`), so they show with the rows. Only when the next page exists, never while the
 * shown rows are still the previous page's placeholder, and only once no query is on its way and the browser is idle.
 * The next page's rows (one request) do not wait for this page's names: on a backend that names
 * patients one by one those take seconds, and someone paging at a reader's pace then met a page
 * still unfetched every other click. Its names wait until this page's are all there.
 */
export function usePrefetchNextPage<T extends object>(
  resource: ScreenResource<T>,
  params: ListParams,
  data: ListPage<T> | undefined,
  isPlaceholderData: boolean,
  columns: readonly DataColumn<T>[] = [],
) {
  const client = useQueryClient();
  const hasNext = settings().prefetchNextPage && !!data?.hasNextPage && !isPlaceholderData;
  const key = JSON.stringify(params);
  useEffect(() => {
    if (!hasNext) return;
    const next = { ...(JSON.parse(key) as ListParams), page: params.page + 1 };
    const query = resource.queries.list(next);
    let cancelled = false;
    let cancel = whenIdle(
      client,
      () => {
        void client.prefetchQuery(query).then(() => {
          const page = client.getQueryData<ListPage<T>>(query.queryKey);
          // The screen may have moved on meanwhile; that page's own table asks for what it shows.
          if (cancelled || !page?.items.length) return;
          cancel = whenIdle(client, () => {
            for (const column of columns) column.meta?.prepare?.(page.items);
          });
        });
      },
      { names: false },
    );
    return () => {
      cancelled = true;
      cancel();
    };
  }, [client, resource, key, hasNext, params.page, columns]);
}
