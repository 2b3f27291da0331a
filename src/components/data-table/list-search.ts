import { oneOf, searchSchema, text, whole } from '@/lib/search-schema';
import type { TableSearch } from './search-validator';

/**
 * Every list route's `validateSearch`: the table's keys typed (a bad value reads undefined),
 * every other key (`sort`, `edit`, the area's filters) as text. The route cannot know its
 * screen's filters and sort columns without loading the screen: the screen narrows this search
 * with `tableSearchValidator` (its own filters and sorts only), and a filter its backend does not
 * offer is said by the table's notice, as before.
 */
export const listSearch: (raw: Record<string, unknown>) => TableSearch = searchSchema(
  { page: whole, size: whole, dir: oneOf(['asc', 'desc']) },
  text,
);

/** Every list route's `loaderDeps`: its loader starts the page this search shows (screen.ts). */
export const listDeps = ({ search }: { search: TableSearch }) => search;
