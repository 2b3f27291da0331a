import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ListPage, ListParams } from '@/api/define-resource';
import { settings } from '@/config/settings';
import type { DataColumn } from '../data-table/types';
import type { ScreenResource } from './screen';
import { whenIdle } from './when-idle';

/**
 * Fetches the page after the one on screen, so "next" shows rows at once instead of a dimmed
 * table, and then what its cells read besides their rows (the patients' names: a column's `meta.prepare`), so
 * they show with the rows. Only when the next page exists, never while the shown rows are still
 * the previous page's placeholder, and only once the page on screen has all it reads (its
 * names) and the network is idle: the next page never delays or competes with this one.
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
    let cancel = whenIdle(client, () => {
      void client.prefetchQuery(query).then(() => {
        const page = client.getQueryData<ListPage<T>>(query.queryKey);
        // The screen may have moved on meanwhile; that page's own table asks for what it shows.
        if (cancelled || !page?.items.length) return;
        cancel = whenIdle(client, () => {
          for (const column of columns) column.meta?.prepare?.(page.items);
        });
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [client, resource, key, hasNext, params.page, columns]);
}
