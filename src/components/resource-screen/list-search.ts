import { tableSearchValidator, type TableSearch } from '../data-table/table-search';

/** What can name a filter or a sort column: an identifier, not a sentence or an object. */
const KEY = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;

/**
 * The `validateSearch` of every list route. Route options are in the app's first bundle (the
 * sign-in page loads them), so this knows no area: it keeps table keys and plausible filter keys
 * with plain values, drops the rest, never throws. Each screen then reads only its own filters
 * and sort columns from it (`screen.tableState`), so a stray key is ignored, never sent.
 */
export function listSearch(raw: Record<string, unknown>): TableSearch {
  const keys = Object.keys(raw ?? {}).filter((key) => KEY.test(key));
  const sort = typeof raw?.sort === 'string' && KEY.test(raw.sort) ? [raw.sort] : [];
  return tableSearchValidator(keys, sort)(raw);
}
