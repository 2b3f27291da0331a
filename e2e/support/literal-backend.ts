import type { Page, Route } from '@playwright/test';
import { literalPatients, literalResults } from '../../src/mocks/literal/records';

/**
 * A backend that follows SPEC §7 literally, with records shaped its own way (issue 13), served
 * to the page through Playwright routes at an address of its own, and the `config.json` that
 * points a demo build at it. Every API call is logged with what the app put on the wire.
 */
// https: the app sends its token over plain http only to this machine (README "Security").
export const LITERAL_API = 'https://api.literal.test';

export interface WireCall {
  method: string;
  path: string;
  params: Record<string, string>;
  body?: Record<string, unknown>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept-Language',
};

/** Serves `config` (an object as JSON, a string as it is) as the deployment's config.json. */
export const serveConfig = (page: Page, config: object | string) =>
  page.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: typeof config === 'string' ? config : JSON.stringify(config),
    }),
  );

export async function literalBackend(page: Page, config: object = { apiUrl: LITERAL_API }) {
  const calls: WireCall[] = [];
  const tables: Record<string, Record<string, unknown>[]> = {
    customer: structuredClone(literalPatients),
    results: structuredClone(literalResults),
  };
  const answer = (route: Route, body: unknown, status = 200) =>
    route.fulfill({
      status,
      headers: CORS,
      contentType: 'application/json',
      body: JSON.stringify(body),
    });

  await serveConfig(page, config);
  await page.route(`${LITERAL_API}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const url = new URL(request.url());
    const call: WireCall = {
      method: request.method(),
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      ...(request.postData() && { body: request.postDataJSON() as Record<string, unknown> }),
    };
    calls.push(call);
    const [, , area, id] = url.pathname.split('/');
    if (call.path === '/api/auth/login')
      return answer(route, {
        token: 'literal-token',
        id: 's-1',
        name: 'Nadia Staff',
        phone: '0612345678',
      });
    const table = tables[area === 'customers' ? 'customer' : (area ?? '')];
    if (!table) return answer(route, []); // every other list of the contract: empty
    if (call.method === 'GET' && !id) return answer(route, { data: table, count: table.length });
    const record = table.find((r) => String(r._id) === id);
    if (!record) return answer(route, { msg: 'Not found' }, 404);
    if (call.method === 'PUT') Object.assign(record, call.body);
    return answer(route, record);
  });
  return { calls };
}
