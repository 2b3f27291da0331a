import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { fromBackend, PATHS, type Area, type Call, type Transport } from './wire';
import { SESSION_KEYS } from './session-keys';

export {
  fromBackend,
  PATHS,
  pathsOf,
  rowsOf,
  toBackend,
  wholeBody,
  type Answer,
  type Area,
  type Call,
  type Rec,
  type Transport,
} from './wire';

/*
 * The calls of SPEC §7 a test makes for its own data, outside the page under test: the record
 * a screen is then tested on, and its removal afterwards. Against a deployment they go to its
 * API with the signed-in token (Playwright's `request`); on the demo, whose backend lives in the
 * page's service worker, through the test's own page. What needs no test runner is in wire.ts.
 */

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
