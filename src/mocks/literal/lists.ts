import { NAME_SEARCH, type LiteralArea } from './areas';
import type { LiteralProfile } from './profiles';
import { listQueryIn } from './translate';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Parameters that page, sort or are an area's own: never column filters. */
const CONTROLS = new Set(['limit', 'skip', 'sort', 'fetchAll']);

/** How a list request is read under a profile: what goes to the demo, what is done here after. */
export type ListReading =
  | { refused: string }
  | {
      /** The query the demo's handlers are asked with. */
      forwarded: URLSearchParams;
      /** The demo's answer (in this backend's words) as this profile answers it. */
      apply(body: unknown): unknown;
    };

const number = (query: URLSearchParams, name: string) => {
  const n = Number(query.get(name));
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The rows of a list answer, and the same answer around other rows with another total. */
function envelopeOf(body: unknown) {
  if (Array.isArray(body)) return { rows: body, wrap: (rows: unknown[]) => rows };
  if (isPlain(body)) {
    const key = Array.isArray(body.data) ? 'data' : Array.isArray(body.list) ? 'list' : undefined;
    const totalKey = 'count' in body ? 'count' : 'totalCount';
    if (key)
      return {
        rows: body[key] as unknown[],
        wrap: (rows: unknown[], total: number) => ({ ...body, [key]: rows, [totalKey]: total }),
      };
  }
  return undefined;
}

/** A field's value against a filter as sent, whole and case-sensitive (arrays: one of them). */
function exactly(value: unknown, wanted: string): boolean {
  if (Array.isArray(value)) return value.map(String).includes(wanted);
  return value !== undefined && value !== null && String(value) === wanted;
}

/**
 * A list request under `profile` (`profiles.ts`):
 * - a parameter naming no field is ignored, or refused with 400 (`unknownParams`);
 * - column filters match as the demo does (`contains`: text by substring, choices and ids
 *   whole), whole and case-sensitive (`exact`), or not at all (`ignored`);
 * - tickets name their patient on the way out only (`patients.ts`), so a filter on it is this
 *   backend's to apply, after the demo's answer, like an exact filter.
 * Filters applied here make the demo answer every row its own filters match; the page is cut here.
 */
export function readList(
  area: LiteralArea,
  params: URLSearchParams,
  profile: LiteralProfile,
): ListReading {
  const nameParam = profile.nameSearch ? NAME_SEARCH[area.name] : undefined;
  const known = (key: string) => area.listParams.has(key) || key === nameParam;
  if (profile.unknownParams === 'refused') {
    const unknown = [...params.keys()].find((key) => !known(key));
    if (unknown) return { refused: unknown };
  }
  const query = listQueryIn(area, params, known);
  const filters = [...params].filter(
    ([key, value]) => known(key) && !CONTROLS.has(key) && value.trim() !== '',
  );
  const givenPatient = area.patients === 'given' && filters.some(([key]) => key === 'customerId');
  const here =
    profile.filters === 'exact'
      ? filters
      : profile.filters === 'contains' && givenPatient
        ? filters.filter(([key]) => key === 'customerId')
        : [];
  const forwarded = new URLSearchParams(query);
  if (profile.filters === 'ignored') for (const [key] of filters) forwarded.delete(key);
  if (givenPatient) forwarded.delete('customerId');
  if (here.length === 0) return { forwarded, apply: (body) => body };

  const [skip, limit] = [number(query, 'skip'), number(query, 'limit')];
  forwarded.delete('skip');
  forwarded.delete('limit');
  const match =
    profile.filters === 'exact'
      ? exactly
      : (value: unknown, wanted: string) =>
          String(value ?? '').toLowerCase() === wanted.trim().toLowerCase();
  return {
    forwarded,
    apply(body) {
      const envelope = envelopeOf(body);
      if (!envelope) return body;
      const mine = envelope.rows.filter(
        (row) => isPlain(row) && here.every(([key, wanted]) => match(row[key], wanted)),
      );
      return envelope.wrap(limit ? mine.slice(skip, skip + limit) : mine.slice(skip), mine.length);
    },
  };
}
