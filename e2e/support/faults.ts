import type { Page, Request, Route } from '@playwright/test';
import { isExternal } from './deployment';
import { answerRoute } from './fixtures';

/**
 * Makes the API fail the way a server or a network can, for the app under test to meet: an
 * answer in the server's place (a refusal, a body that breaks the contract), or the server's
 * own answer held back. The subject is the app's behaviour, so the fault has one shape in both
 * modes, and a test one code path:
 *
 * - against a deployment, Playwright routes the page's calls to its API (on any origin: matched
 *   by path) and answers in the server's place;
 * - on the demo, whose backend answers inside the page's service worker where no route reaches
 *   it (a route sees only what goes out to the network, and blocking the service worker would
 *   take the demo backend away), the demo backend's fault injector does the same
 *   (src/mocks/handlers/faults.ts: a list read from this browser's storage on every call).
 *
 * Make the test's records first: on the demo they are made through the page, whose calls the
 * injector would fail too.
 */
export interface Fault {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A part of the URL's path ("/api/doctors/" fails `PUT /api/doctors/<id>`). */
  path: string;
  /** A part of the URL's decoded query. */
  query?: string;
  /** Answered in the server's place with this status (200 where only `json` is given)… */
  status?: number;
  /** …and this JSON body; with a status and no body, `{ msg: "Injected failure (<status>)" }`. */
  json?: unknown;
  /** The server's own answer, held back this long (without `status` or `json`). */
  delayMs?: number;
  /** The next `times` matching calls; without it, every one until the faults are replaced. */
  times?: number;
}

const DEMO_FAULTS_KEY = 'clinic-admin.demo.faults';

/** The body answered in the server's place, as the demo's injector writes it. */
function bodyOf(fault: Fault): unknown {
  if (fault.json !== undefined) return fault.json;
  return fault.status === undefined ? undefined : { msg: `Injected failure (${fault.status})` };
}

const matches = (fault: Fault, request: Request) => {
  const url = new URL(request.url());
  return (
    request.method() === fault.method &&
    url.pathname.includes(fault.path) &&
    (!fault.query || decodeURIComponent(url.search).includes(fault.query))
  );
};

/** The calls a fault may take: the API's, on whatever origin it is served. */
const API = (url: URL) => url.pathname.includes('/api/');

/** The route each page holds for its faults, replaced by the next `injectFaults`. */
const routes = new WeakMap<Page, (route: Route) => Promise<void>>();

/**
 * Replaces the page's faults with these (none: the API answers as usual again). The first
 * matching fault takes a call, and is counted down.
 */
export async function injectFaults(page: Page, ...faults: Fault[]) {
  if (!isExternal) {
    const demo = faults.map(({ json, ...fault }) => ({
      ...fault,
      body: bodyOf({ json, ...fault }),
    }));
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      DEMO_FAULTS_KEY,
      JSON.stringify(demo),
    ] as const);
    return;
  }
  const previous = routes.get(page);
  if (previous) await page.unroute(API, previous);
  routes.delete(page);
  if (!faults.length) return;
  const left = faults.map((fault) => ({ fault, times: fault.times ?? Infinity }));
  const handler = async (route: Route) => {
    const entry = left.find(({ fault, times }) => times > 0 && matches(fault, route.request()));
    if (!entry) return route.fallback();
    entry.times -= 1;
    const { fault } = entry;
    const body = bodyOf(fault);
    if (body !== undefined) return answerRoute(route, { status: fault.status ?? 200, json: body });
    await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 0));
    // The page may have given up on the call meanwhile (a newer one made it outdated).
    await route.fallback().catch(() => undefined);
  };
  routes.set(page, handler);
  await page.route(API, handler);
}
