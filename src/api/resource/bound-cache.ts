import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * What the cache keeps of each area beyond what is on screen: recent list pages (paging back
 * through them is instant) and single records (a results page names a dozen patients, each read
 * on its own: `[customers, 'detail', id]`).
 */
export const KEPT = { list: 20, detail: 200 } as const;
type Kind = keyof typeof KEPT;

const kindOf = (query: Query): Kind | undefined => {
  const kind = query.queryKey[1];
  return kind === 'list' || kind === 'detail' ? kind : undefined;
};

/**
 * Keeps at most `kept[kind]` list pages (`[name, 'list', params]`) and records
 * (`[name, 'detail', id]`) of each area in the cache: a lab manager paging through thousands of
 * results all day would otherwise hold every page and every patient seen in memory until their
 * gcTime ran out. When one is added, the area's others of its kind that no screen shows are
 * dropped, least recently fetched first, until `kept` remain. What is on screen is never dropped.
 */
export function boundCache(client: QueryClient, kept: Record<Kind, number> = KEPT): () => void {
  const cache = client.getQueryCache();
  return cache.subscribe((event) => {
    const kind = event.type === 'added' ? kindOf(event.query) : undefined;
    if (!kind) return;
    const area = event.query.queryKey[0];
    const same = cache.findAll({ queryKey: [area, kind] });
    if (same.length <= kept[kind]) return;
    const idle = same
      .filter((query) => query !== event.query && query.getObserversCount() === 0)
      .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
    for (const query of idle.slice(0, same.length - kept[kind])) cache.remove(query);
  });
}
