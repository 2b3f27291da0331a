import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ListPage, ListParams } from '@/api/define-resource';
import { PREFETCH_NEXT_PAGE } from '@/app/config';
import type { ScreenResource } from './screen';

/**
 * Fetches the page after the one on screen as soon as that one has arrived, so "next" shows
 * rows at once instead of a dimmed table. Only when the next page exists, and never while the
 * shown rows are still the previous page's placeholder.
 */
export function usePrefetchNextPage<T extends object>(
  resource: ScreenResource<T>,
  params: ListParams,
  data: ListPage<T> | undefined,
  isPlaceholderData: boolean,
) {
  const client = useQueryClient();
  const hasNext = PREFETCH_NEXT_PAGE && !!data?.hasNextPage && !isPlaceholderData;
  const key = JSON.stringify(params);
  useEffect(() => {
    if (!hasNext) return;
    const next = { ...(JSON.parse(key) as ListParams), page: params.page + 1 };
    void client.prefetchQuery(resource.queries.list(next) as never);
  }, [client, resource, key, hasNext, params.page]);
}
