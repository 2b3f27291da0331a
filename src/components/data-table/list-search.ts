import { oneOf, text, whole } from '@/app/search-schema';
import type { TableSearch } from './search-validator';

const direction = oneOf(['asc', 'desc']);

/**
 * Every list route's `validateSearch`: the table's keys typed (a bad value reads undefined),
 * every other key (the area's filters, `edit`) as text. The route cannot know its screen's
 * filters and sort columns without loading the screen: the screen narrows this search with
 * `tableSearchValidator` (its own filters and sorts only), and a filter its backend does not
 * offer is said by the table's notice, as before.
 */
export function listSearch(raw: Record<string, unknown>): TableSearch {
  const out: TableSearch = {};
  for (const key in raw)
    out[key] =
      key === 'page' || key === 'size'
        ? whole(raw[key])
        : key === 'dir'
          ? direction(raw[key])
          : text(raw[key]);
  return out;
}
