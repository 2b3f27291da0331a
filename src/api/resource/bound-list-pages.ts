import type { Query, QueryClient } from '@tanstack/react-query';

/** List pages kept per area beyond those on screen: paging back through recent ones is instant. */
export const KEPT_LIST_PAGES = 20;

const isListPage = (query: Query) => query.queryKey[1] === 'list';

/**
 * Keeps at most `kept` list pages (`[name, 'list', params]`) of each area in the cache: a lab
 * manager paging through thousands of results all day would otherwise hold every page seen in
 * memory until its gcTime ran out. When a page is added, the area's pages that no screen shows are
 * dropped, least recently fetched first, until `kept` remain. Pages on screen are never dropped.
 */
export function boundListPages(client: QueryClient, kept = KEPT_LIST_PAGES): () => void {
  const cache = client.getQueryCache();
  return cache.subscribe((event) => {
    if (event.type !== 'added' || !isListPage(event.query)) return;
    const area = event.query.queryKey[0];
    const pages = cache.findAll({ queryKey: [area, 'list'] });
    if (pages.length <= kept) return;
    const idle = pages
      .filter((query) => query !== event.query && query.getObserversCount() === 0)
      .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
    for (const query of idle.slice(0, pages.length - kept)) cache.remove(query);
  });
}
