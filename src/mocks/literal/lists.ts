import { NAME_SEARCH, type LiteralArea } from './areas';
import type { Matching } from '../handlers/list';
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
      /** How the demo matches the forwarded filters (`handlers/list.ts`). */
      matching: Matching;
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

/**
 * A list request under `profile` (`profiles.ts`):
 * - a parameter naming no field is ignored, or refused with 400 (`unknownParams`);
 * - column filters match by substring in any text, ids and choices too (`contains`), whole and
 *   case-sensitive (`exact`), or not at all (`ignored`): the demo's list applies the first two;
 * - tickets name their patient on the way out only (`patients.ts`), so a filter on it is this
 *   backend's to apply after the demo's answer: the demo answers every row its other filters
 *   match, and the page is cut here.
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
  const forwarded = new URLSearchParams(query);
  if (profile.filters === 'ignored')
    for (const key of query.keys()) if (!CONTROLS.has(key)) forwarded.delete(key);
  const matching: Matching = profile.filters === 'exact' ? 'exact' : 'contains';
  // Patients given on the way out, or taken off a partial payment there: filtered here.
  const outward =
    area.patients === 'given' || (area.name === 'payments' && profile.partialPayer === 'omitted');
  const patient = outward ? forwarded.get('customerId') : null;
  if (patient === null || patient.trim() === '')
    return { forwarded, matching, apply: (body) => body };

  const [skip, limit] = [number(query, 'skip'), number(query, 'limit')];
  for (const key of ['customerId', 'skip', 'limit']) forwarded.delete(key);
  const match =
    matching === 'exact'
      ? (value: unknown) => value === patient
      : (value: unknown) =>
          String(value ?? '')
            .toLowerCase()
            .includes(patient.toLowerCase());
  return {
    forwarded,
    matching,
    apply(body) {
      const envelope = envelopeOf(body);
      if (!envelope) return body;
      const mine = envelope.rows.filter((row) => isPlain(row) && match(row.customerId));
      return envelope.wrap(limit ? mine.slice(skip, skip + limit) : mine.slice(skip), mine.length);
    },
  };
}
