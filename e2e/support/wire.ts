import { readAreaFacts } from '../../build/area-facts';
import { appField, backendField } from './deployment';

/**
 * The suite's words for SPEC §7's records on the wire, with no test runner in them: the areas'
 * paths, a record read back in the app's field names, a list answer's rows. The test helpers
 * (api.ts, clinic.ts), the guard (guard.ts, run by the global setup and teardown) and their
 * unit tests under Vitest share them.
 */

/** A call of SPEC §7 and its answer, however a test reaches the server. */
export interface Answer {
  status: number;
  body: unknown;
}
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number>;
  json?: unknown;
}
export type Transport = (call: Call) => Promise<Answer>;

/**
 * The areas SPEC §7 reads one record of by id (`one`, then `/{id}`); any other is read through
 * its list. Customers read theirs at `api/customers`, as their declaration says.
 */
const READ_ONE = new Set([
  'customers',
  'clinicAppointments',
  'doctors',
  'examinationGroups',
  'insurance',
  'packages',
  'exchangeRates',
  'payments',
  'tickets',
]);

interface AreaPaths {
  list: string;
  one?: string;
  create?: string;
}

/**
 * Each area's paths, by the name of its resource, from its declaration in src/api/resources
 * (`area`, read as plain data: build/area-facts.ts): its list, where one record is read by id,
 * and where one is created. An area declared there is known here as it is.
 */
export const PATHS: Readonly<Record<string, AreaPaths>> = Object.fromEntries(
  readAreaFacts().map((facts) => {
    const { name, api, paths } = facts as {
      name: string;
      api: string;
      paths?: { one?: string; create?: string };
    };
    return [
      name,
      {
        list: api,
        ...(READ_ONE.has(name) && { one: paths?.one ?? api }),
        ...(paths?.create && { create: paths.create }),
      },
    ];
  }),
);
/** An area's name (`customers`), as its declaration gives it. */
export type Area = string;

/** The paths of `area`; an area no declaration names is a mistake in the test. */
export function pathsOf(area: Area): AreaPaths {
  const paths = PATHS[area];
  if (!paths) throw new Error(`No area ${area} in src/api/resources`);
  return paths;
}

/** The field of an area's records that holds its id, in the backend's names (SPEC §7). */
export const idField = (area: Area) => (area === 'clinicAppointments' ? 'id' : '_id');

/** A record read back: its fields in the app's names, and its id (`_id`, or `id`). */
export type Rec = Record<string, unknown> & { id: string };

/** A body in the backend's field names (config.json `fields`). */
export function toBackend(area: Area, body: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [backendField(area, k), v]));
}

/** What a server keeps of a record itself: never sent back in a PUT. */
const SERVER_KEPT = new Set(['id', '_id', 'createdAt', 'updatedAt', 'documents']);

/**
 * The body that puts a record back as `before` (a record as `fromBackend` read it), in the
 * backend's names: every field it had, and `null` for each field `now` has that it had not,
 * which a server clears (JSON merge-patch's reading of null).
 */
export function wholeBody(
  area: Area,
  before: Record<string, unknown>,
  now: Record<string, unknown> = {},
) {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(before)) if (!SERVER_KEPT.has(key)) body[key] = value;
  for (const key of Object.keys(now))
    if (!SERVER_KEPT.has(key) && !(key in before)) body[key] = null;
  return toBackend(area, body);
}

export function fromBackend(area: Area, raw: unknown): Rec {
  const record = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const inner = (record.data && typeof record.data === 'object' ? record.data : record) as Record<
    string,
    unknown
  >;
  const fields = Object.fromEntries(Object.entries(inner).map(([k, v]) => [appField(area, k), v]));
  return { ...fields, id: String(inner._id ?? inner.id ?? '') };
}

/** The rows of a list answer, whichever envelope the server uses (README "Running against…"). */
export function rowsOf(area: Area, body: unknown): Rec[] {
  const rows = Array.isArray(body)
    ? body
    : ((body as { data?: unknown; list?: unknown } | null)?.data ??
      (body as { list?: unknown } | null)?.list);
  return Array.isArray(rows) ? rows.map((row) => fromBackend(area, row)) : [];
}
