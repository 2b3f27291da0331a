import { getResponse, http, HttpResponse } from 'msw';
import { handlers as demoHandlers } from '../handlers';
import { areaOf } from './areas';
import { answerOut, bodyIn, listQueryIn, patientFilter } from './translate';

/**
 * The contract-only backend (issue 21): a clinic's server that follows SPEC §7 and nothing more,
 * built over the demo backend by translation. Each call is rewritten into the demo's terms, put
 * to the demo's handlers, and its answer rewritten into this backend's:
 *
 * - lists honour only what the contract names (`areas.ts`): paging, `sort` where §7 allows it,
 *   users' `fetchAll`, and parameters naming a field; every other parameter is ignored;
 * - statuses are the backend's own words (`words.ts`): bodies read in either vocabulary, filters
 *   in its own only;
 * - results, transactions and tickets all name their patient;
 * - what the demo offers beyond the contract (the mail API, the demo's reset) is not there.
 *
 * Served in tests with `server.use(...literalHandlers)`, and as an HTTP server of its own by
 * `src/mocks/http-server.ts --backend literal`.
 */

const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });

/** Calls of the demo's own, beyond the contract: a server without them answers 404. */
const NOT_OFFERED = [/^\/api\/emails(\/|$)/, /^\/api\/demo(\/|$)/];

/** The path from `/api/` on: an API served under a base path reads the same. */
const apiPath = (pathname: string) => pathname.slice(Math.max(0, pathname.indexOf('/api/')));

/**
 * The headers but the body's length (the body may be rewritten), copied one by one: under the
 * unit tests' jsdom, `new Headers(request.headers)` dropped a multipart upload's Authorization.
 */
function copyHeaders(from: Headers): Headers {
  const to = new Headers();
  for (const [name, value] of from) if (name !== 'content-length') to.set(name, value);
  return to;
}

const isJson = (headers: Headers) => /[/+]json\b/.test(headers.get('Content-Type') ?? '');

async function bodyOf(request: Request, area: ReturnType<typeof areaOf>) {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const bytes = await request.arrayBuffer();
  if (!isJson(request.headers) || bytes.byteLength === 0) return bytes;
  try {
    const sent: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return JSON.stringify(bodyIn(area, sent));
  } catch {
    return bytes; // Not JSON after all: the demo answers it as it would.
  }
}

/** Answers one call as the contract-only backend. */
export async function literalAnswer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = apiPath(url.pathname);
  if (NOT_OFFERED.some((pattern) => pattern.test(path))) return notFound();
  const area = areaOf(path);
  const forward = new URL(url);
  let picked: ReturnType<typeof patientFilter>;
  if (area && request.method === 'GET' && path === area.listPath) {
    const query = listQueryIn(area, url.searchParams);
    picked = patientFilter(area, query);
    forward.search = (picked?.forwarded ?? query).toString();
  }
  const headers = copyHeaders(request.headers);
  const answer = await getResponse(
    demoHandlers,
    new Request(forward, { method: request.method, headers, body: await bodyOf(request, area) }),
  );
  if (!answer) return notFound();
  if (!answer.ok || !isJson(answer.headers)) return answer;

  let out = answerOut(area, await answer.json());
  if (picked) out = picked.apply(out);
  return HttpResponse.json(out as never, {
    status: answer.status,
    headers: copyHeaders(answer.headers),
  });
}

/** Every call under `/api/`: one handler that translates, for `server.use(...)` or a worker. */
export const literalHandlers = [http.all('*/api/*', ({ request }) => literalAnswer(request))];
