import { hasExtension, type Extension } from '../extensions';
import type { Filters } from './paging';

/**
 * The list filters a server can be caught ignoring. The app checks the rows it got against the
 * filters it sent: a row that breaks one means the server ignored it (a backend that follows
 * only SPEC §7 may drop a parameter it does not know), and the screen says so instead of
 * showing unfiltered rows or counts as filtered ones. A row lacking the field proves nothing.
 */

type Row = Record<string, unknown>;
/** Whether a row matches a filter value; undefined when the row cannot tell. */
export type RowCheck = (row: Row, wanted: string) => boolean | undefined;

/** What a resource declares of its filters beyond plain column filters. */
export interface FilterRules {
  /** Filters that are extensions (results: `flag` is `resultFlag`). */
  extensions?: Readonly<Record<string, Extension>>;
  /** Filters checked another way than against the field of their name (results: `flag`). */
  checks?: Readonly<Record<string, RowCheck>>;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const compact = (text: string) => fold(text).replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A check of a field's plain value (text, number, boolean) against a filter. A list matches when
 * it holds the value; a missing value or an object proves nothing (undefined).
 */
const plainCheck =
  (compare: (value: string | number | boolean, wanted: string) => boolean | undefined) =>
  (field: string): RowCheck =>
  (row, wanted) => {
    const value = row[field];
    if (value === undefined || value === null) return undefined;
    if (Array.isArray(value)) return value.map(String).includes(wanted);
    if (typeof value === 'object') return undefined;
    return compare(value as string | number | boolean, wanted);
  };

/**
 * A filter on a field that names one value (a choice, an id, a number, a boolean): the row's
 * value is that one, case aside. `sex=male` is not met by "female", whatever a server that
 * matches by substring answers.
 */
export const exactCheck = plainCheck((value, wanted) =>
  typeof value === 'number'
    ? value === Number(wanted)
    : String(value).toLowerCase() === wanted.toLowerCase(),
);

/**
 * A text filter against the field of its name: equal, or found in it (servers match text
 * filters whole, by substring, by word, with or without accents: any of those passes).
 */
export const fieldCheck = plainCheck((value, wanted) => {
  const have = String(value);
  if (fold(have) === fold(wanted) || fold(have).includes(fold(wanted))) return true;
  const [h, w] = [compact(have), compact(wanted)];
  return w ? h.includes(w) : undefined;
});

/** Half a day of time zones either side: a server's day may be UTC's or the clinic's own. */
const ZONE_SLACK_MS = 14 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** `<field>From` / `<field>To`: the row's moment within the days asked for. */
const rangeCheck =
  (field: string, edge: 'From' | 'To'): RowCheck =>
  (row, wanted) => {
    const value = row[field];
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    const at = typeof value === 'number' ? value : Date.parse(value);
    const day = Date.parse(`${wanted.slice(0, 10)}T00:00:00Z`);
    if (Number.isNaN(at) || Number.isNaN(day)) return undefined;
    return edge === 'From' ? at >= day - ZONE_SLACK_MS : at < day + DAY_MS + ZONE_SLACK_MS;
  };

/** A date range's bound (`scheduledAtFrom`) of one of `fields`, else undefined. */
export function rangeBound(key: string, fields: ReadonlySet<string>) {
  if (fields.has(key)) return undefined;
  const match = /^(.+)(From|To)$/.exec(key);
  return match && fields.has(match[1]!)
    ? { field: match[1]!, edge: match[2] as 'From' | 'To' }
    : undefined;
}

/** The extension a filter needs, if it is one. */
export function extensionOf(
  key: string,
  fields: ReadonlySet<string>,
  rules: FilterRules = {},
): Extension | undefined {
  return rules.extensions?.[key] ?? (rangeBound(key, fields) ? 'dateRange' : undefined);
}

/**
 * The filters to send and those withheld: an extension the backend does not declare is never
 * sent (the screen shows the filter as not applied, or says what it needs).
 */
export function splitFilters(
  filters: Filters | undefined,
  fields: ReadonlySet<string>,
  rules?: FilterRules,
): { sent: Filters | undefined; withheld: string[] } {
  if (!filters) return { sent: filters, withheld: [] };
  const sent: Record<string, Filters[string]> = {};
  const withheld: string[] = [];
  for (const [key, value] of Object.entries(filters)) {
    const extension = extensionOf(key, fields, rules);
    if (extension && !hasExtension(extension)) {
      if (value !== undefined && value !== null && String(value).trim() !== '') withheld.push(key);
    } else sent[key] = value;
  }
  return { sent: withheld.length ? sent : filters, withheld };
}

/**
 * The filters of `filters` that some row of `rows` breaks: the server ignored them. A filter on
 * one of `exact` (choices, ids, numbers, booleans) is checked by equality, any other column
 * filter by "found in the field".
 */
export function ignoredFilters(
  rows: readonly object[],
  filters: Filters | undefined,
  fields: ReadonlySet<string>,
  rules: FilterRules = {},
  exact: ReadonlySet<string> = new Set(),
): string[] {
  if (!filters || rows.length === 0) return [];
  const ignored: string[] = [];
  for (const [key, raw] of Object.entries(filters)) {
    if (raw === undefined || raw === null) continue;
    const wanted = String(raw).trim();
    if (!wanted) continue;
    const bound = rangeBound(key, fields);
    const check =
      rules.checks?.[key] ??
      (bound
        ? rangeCheck(bound.field, bound.edge)
        : exact.has(key)
          ? exactCheck(key)
          : fieldCheck(key));
    if (rows.some((row) => check(row as Row, wanted) === false)) ignored.push(key);
  }
  return ignored;
}
