import type { RegisteredRouter, RouteById, RouteIds } from '@tanstack/react-router';
import { oneOf, searchSchema, text, whole, type Parse } from '@/lib/search-schema';
import { PAGE_SIZES, type TableSearch } from './search-validator';

/** A page size the tables offer; any other reads as the screen's default. */
const pageSize: Parse<number> = (value) => {
  const n = whole(value);
  return PAGE_SIZES.find((size) => size === n);
};

/**
 * Every list route's `validateSearch`, the one parser of a list's URL: the table's keys typed (a
 * bad value reads undefined, so the URL a list opens with is corrected to its default), every
 * other key (`sort`, `edit`, the area's filters) as text. The screen then keeps its own filters
 * and sort columns of this (`ownSearch`), and a filter its backend does not offer is said by the
 * table's notice.
 */
export const listSearch: (raw: Record<string, unknown>) => TableSearch = searchSchema(
  { page: whole, size: pageSize, dir: oneOf(['asc', 'desc']) },
  text,
);

/** Every list route's `loaderDeps`: its loader starts the page this search shows (screen.ts). */
export const listDeps = ({ search }: { search: TableSearch }) => search;

type Tree = RegisteredRouter['routeTree'];
type IsList<S> = [S] extends [TableSearch]
  ? [TableSearch] extends [S]
    ? 'page' extends keyof S
      ? true
      : false
    : false
  : false;

/** The routes whose search is a list's (`validateSearch: listSearch`). */
export type ListRouteId = {
  [Id in RouteIds<Tree>]: IsList<RouteById<Tree, Id>['types']['searchSchema']> extends true
    ? Id
    : never;
}[RouteIds<Tree>];
