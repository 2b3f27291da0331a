import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { appField, backendField } from './deployment';
import { SESSION_KEYS } from './session-keys';

/**
 * The calls of SPEC §7 a test makes for its own data, outside the page under test: the record
 * a screen is then tested on, and its removal afterwards. Against a deployment they go to its
 * API with the signed-in token (Playwright's `request`); on the demo, whose backend lives in the
 * page's service worker, through the test's own page.
 */
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

/** Each area's paths (SPEC §7), by the name of its resource in src/api/resources. */
export const PATHS = {
  customers: { list: 'api/customer', one: 'api/customers' },
  appointments: { list: 'api/appointments' },
  clinicAppointments: { list: 'api/clinic-appointments' },
  doctors: { list: 'api/doctors' },
  users: { list: 'api/users' },
  types: { list: 'api/type' },
  medicalExaminations: { list: 'api/medical-examinations' },
  examinationStatuses: { list: 'api/examination-statuses' },
  examinationGroups: { list: 'api/examination-groups' },
  results: { list: 'api/results' },
  insurance: { list: 'api/insurance' },
  packages: { list: 'api/packages' },
  exchangeRates: { list: 'api/exchange-rate' },
  currencies: { list: 'api/currency' },
  payments: { list: 'api/payment/transactions', create: 'api/payment/transactions/start' },
  drawers: { list: 'api/drawers' },
  tickets: { list: 'api/tickets' },
} as const satisfies Record<string, { list: string; one?: string; create?: string }>;
export type Area = keyof typeof PATHS;

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

const withQuery = (path: string, query: Call['query'] = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return search.size ? `${path}?${search}` : path;
};

function read(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** Calls a deployment's API at `base` with the signed-in `token`. */
export const requestTransport =
  (request: APIRequestContext, base: string, token: string): Transport =>
  async ({ method, path, query, json }) => {
    const response = await request.fetch(`${base}/${withQuery(path, query)}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      ...(json !== undefined && { data: json }),
    });
    return { status: response.status(), body: read(await response.text()) };
  };

/**
 * Calls the demo backend from inside `page`, which it answers once the app has started it (with
 * the app's first call of a signed-in page). A page of the main layout is given up to 10 s for
 * it; another where it has not (a blank page, a document that calls nothing) is first taken to
 * the printers list, the lightest such screen.
 */
export function pageTransport(page: Page): Transport {
  const ready = () =>
    page
      .evaluate(async (tokenKey) => {
        const w = window as unknown as { e2eDemoAnswers?: boolean };
        if (w.e2eDemoAnswers) return true;
        const probe = await fetch('/api/tickets/count', {
          headers: { Authorization: `Bearer ${localStorage.getItem(tokenKey) ?? ''}` },
        });
        // Unanswered by the demo, the call reaches the preview server: the app's page comes back.
        return (w.e2eDemoAnswers = (probe.headers.get('content-type') ?? '').includes('json'));
      }, SESSION_KEYS.token)
      .catch(() => false);
  // A page of the main layout (it asks the API for something at once) has its demo backend
  // answering within moments: wait for it rather than leave the page the test opened.
  const readyOnLayout = async () => {
    if (await ready()) return true;
    if (!(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()))
      return false;
    return expect
      .poll(ready, { timeout: 10_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
  };
  return async ({ method, path, query, json }) => {
    if (!page.url().startsWith('http') || !(await readyOnLayout())) {
      await page.goto('/printers');
      await page.getByRole('table', { name: 'Printers' }).getByRole('row').nth(1).waitFor();
      if (!(await ready()))
        throw new Error('The demo backend did not start: is the page signed in?');
    }
    const answer = await page.evaluate(
      async ({ method, url, json, tokenKey }) => {
        const headers: Record<string, string> = {
          Authorization: `Bearer ${localStorage.getItem(tokenKey) ?? ''}`,
        };
        if (json !== undefined) headers['Content-Type'] = 'application/json';
        const body = json === undefined ? undefined : JSON.stringify(json);
        const response = await fetch(url, { method, headers, body });
        return { status: response.status, text: await response.text() };
      },
      { method, url: `/${withQuery(path, query)}`, json, tokenKey: SESSION_KEYS.token },
    );
    return { status: answer.status, body: read(answer.text) };
  };
}

/** Where `adoptMade` looks for a record made by a screen: what it answers of it. */
const SETTLEMENT = /\/api\/payment\/transactions\/.+-payment(\/|$)/;

/**
 * Hands the test the records a screen made, by the ids their answers carry: a create's record
 * (bare or in `{ data }`), a partial payment's `transaction`, a cascade's `applied[].paymentId`.
 * A `{ ok: true }` carries none: those are found by what ties them to the test (`owned`).
 */
export async function adoptMade(
  clinic: { adopt(area: Area, id: string): void },
  apiBase: string,
  response: Response,
) {
  const request = response.request();
  if (request.method() !== 'POST' || !response.ok() || !response.url().startsWith(apiBase)) return;
  const path = new URL(response.url()).pathname.replace(/^\//, '');
  const body = await response.json().catch(() => undefined);
  if (!body || typeof body !== 'object') return;
  if (SETTLEMENT.test(`/${path}`)) {
    const answer = body as { transaction?: unknown; applied?: { paymentId?: unknown }[] };
    const made = [
      fromBackend('payments', answer.transaction).id,
      ...(Array.isArray(answer.applied)
        ? answer.applied.map((a) => String(a.paymentId ?? ''))
        : []),
    ];
    for (const id of made) if (id) clinic.adopt('payments', id);
    return;
  }
  for (const [area, paths] of Object.entries(PATHS) as [Area, { list: string; create?: string }][])
    if (path.endsWith(paths.create ?? paths.list)) {
      const { id } = fromBackend(area, body);
      if (id) clinic.adopt(area, id);
      return;
    }
}
