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
 * Each area's paths (SPEC §7), by the name of its resource in src/api/resources: its list, where
 * the contract reads one record by id (`one`, then `/{id}`), and where it creates one.
 */
export const PATHS = {
  customers: { list: 'api/customer', one: 'api/customers' },
  appointments: { list: 'api/appointments' },
  clinicAppointments: { list: 'api/clinic-appointments', one: 'api/clinic-appointments' },
  doctors: { list: 'api/doctors', one: 'api/doctors' },
  users: { list: 'api/users' },
  types: { list: 'api/type' },
  medicalExaminations: { list: 'api/medical-examinations' },
  examinationStatuses: { list: 'api/examination-statuses' },
  examinationGroups: { list: 'api/examination-groups', one: 'api/examination-groups' },
  results: { list: 'api/results' },
  insurance: { list: 'api/insurance', one: 'api/insurance' },
  packages: { list: 'api/packages', one: 'api/packages' },
  exchangeRates: { list: 'api/exchange-rate', one: 'api/exchange-rate' },
  currencies: { list: 'api/currency' },
  payments: {
    list: 'api/payment/transactions',
    one: 'api/payment/transactions',
    create: 'api/payment/transactions/start',
  },
  drawers: { list: 'api/drawers' },
  tickets: { list: 'api/tickets', one: 'api/tickets' },
  printers: { list: 'api/printer' },
} as const satisfies Record<string, { list: string; one?: string; create?: string }>;
export type Area = keyof typeof PATHS;

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
