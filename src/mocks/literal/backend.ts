import { getResponse, http, HttpResponse } from 'msw';
import { handlers as demoHandlers } from '../handlers';
import { MATCHING_HEADER } from '../handlers/list';
import { areaOf, LITERAL_AREAS, type LiteralArea } from './areas';
import { readList } from './lists';
import { LITERAL_PROFILES, type LiteralProfile, type LiteralProfileName } from './profiles';
import { keepCascadeAsOne } from './cascade-as-one';
import { json } from '../respond';
import { answerOut, bodyIn, isPlain } from './translate';
import { demoWord } from './words';

/**
 * The contract-only backend (issue 21): a clinic's server that follows SPEC §7 and nothing more,
 * built over the demo backend by translation. Each call is rewritten into the demo's terms, put
 * to the demo's handlers, and its answer rewritten into this backend's:
 *
 * - lists honour only what the contract names (`areas.ts`): paging, `sort` where §7 allows it,
 *   users' `fetchAll`, and parameters naming a field (`lists.ts`);
 * - statuses are the backend's own words (`words.ts`): bodies read in either vocabulary, filters
 *   in its own only;
 * - results, transactions and tickets all name their patient;
 * - what the demo offers beyond the contract (the mail API, saved views, the demo's reset) is
 *   not there;
 * - where SPEC §7 is silent (docs/contract.md), the profile in force (`profiles.ts`) decides:
 *   how filters match, what answers say, whether `next` calls the ticket.
 *
 * Served in tests with `server.use(...literalHandlers)` (`setLiteralProfile` picks a profile),
 * and as an HTTP server of its own by `src/mocks/http-server.ts --backend literal --profile …`.
 */

let profile: LiteralProfile = LITERAL_PROFILES.lenient;
/** Partial payments kept without a patient, under a profile that does not copy it (`profiles.ts`). */
const payerless = new Set<string>();
/** The profile the backend answers in from now on (unit tests put back `lenient` after). */
export const setLiteralProfile = (name: LiteralProfileName) => {
  profile = LITERAL_PROFILES[name];
};

const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });
const ok = (status = 200) => HttpResponse.json({ ok: true }, { status });

/** Calls of the demo's own, beyond the contract: a server without them answers 404. */
const NOT_OFFERED = [/^\/api\/emails(\/|$)/, /^\/api\/demo(\/|$)/, /^\/api\/saved-views(\/|$)/];

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

/** The request's JSON body in the demo's words (undefined: none, or not JSON). */
async function bodyOf(request: Request, area: LiteralArea | undefined) {
  if (request.method === 'GET' || request.method === 'HEAD') return { bytes: undefined };
  const bytes = await request.arrayBuffer();
  if (!isJson(request.headers) || bytes.byteLength === 0) return { bytes };
  try {
    const json = bodyIn(area, JSON.parse(new TextDecoder().decode(bytes)));
    return { bytes: JSON.stringify(json), json };
  } catch {
    return { bytes }; // Not JSON after all: the demo answers it as it would.
  }
}

/** What a call is, for the answers a profile shapes. */
function kindOf(method: string, path: string, area: LiteralArea | undefined) {
  if (path === '/api/tickets/count') return 'count';
  if (path === '/api/payment/transactions/balance') return 'balance';
  if (/^\/api\/tickets\/next(\/[^/]+)?$/.test(path)) return 'next';
  if (method === 'POST' && /\/upload$/.test(path)) return 'upload';
  if (method === 'POST' && /^\/api\/payment\/transactions\/.+-payment(\/|$)/.test(path))
    return 'settlement';
  if (!area) return undefined;
  if (method === 'GET' && path === area.listPath) return 'list';
  if (method === 'POST' && path === area.createPath) return 'create';
  const rest = path.startsWith(`${area.listPath}/`) ? path.slice(area.listPath.length + 1) : '';
  const item = rest !== '' && !rest.includes('/');
  if (item && method === 'PUT') return 'update';
  if (item && method === 'DELETE') return 'remove';
  return undefined;
}

/** A PUT that does not carry the whole record, under a profile that wants it whole. */
function incomplete(area: LiteralArea, json: unknown): Response | undefined {
  // A field sent as null is one the sender clears: whole without it.
  const body =
    json && typeof json === 'object' && !Array.isArray(json)
      ? Object.fromEntries(Object.entries(json).filter(([, value]) => value !== null))
      : json;
  const parsed = area.body.safeParse(body);
  if (parsed.success) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  return HttpResponse.json(
    { msg: 'A PUT replaces the record: send all of it.', errors },
    { status: 400 },
  );
}

/** Asks the demo's handlers. */
const ask = (url: URL, method: string, headers: Headers, body?: BodyInit) =>
  getResponse(demoHandlers, new Request(url, { method, headers, body }));

/** `GET /next` that only reads: the waiting ticket the demo would call, left as it is. */
async function peekNext(url: URL, headers: Headers) {
  const waiting = new URL('/api/tickets', url);
  waiting.searchParams.set('status', demoWord('tickets', 'status', 'waiting'));
  const answer = await ask(waiting, 'GET', headers);
  if (!answer?.ok) return answer;
  const rows = (await answer.json()) as { number: number }[];
  const lowest = rows.reduce<(typeof rows)[number] | null>(
    (low, t) => (!low || t.number < low.number ? t : low),
    null,
  );
  return json(answerOut(areaOf('/api/tickets'), lowest));
}

/** A page of at most `cap` rows, whatever the query asks (users' `fetchAll` is the contract's). */
function capPage(query: URLSearchParams, cap: number) {
  if (query.has('fetchAll')) return;
  const limit = Number(query.get('limit'));
  if (!(limit > 0 && limit <= cap)) query.set('limit', String(cap));
}

/** A list answer with no row in it. */
const nothingFound = (body: unknown) =>
  Array.isArray(body)
    ? body.length === 0
    : !!body && typeof body === 'object' && (body as { data?: unknown[] }).data?.length === 0;

/** The list's URL without its column filters, or undefined where it had none. */
function withoutFilters(url: URL, area: LiteralArea): URL | undefined {
  const out = new URL(url);
  const filters = [...url.searchParams.keys()].filter((key) => area.filterParams.has(key));
  if (filters.length === 0) return undefined;
  for (const key of filters) out.searchParams.delete(key);
  return out;
}

/** Answers one call as the contract-only backend, in the profile in force. */
export async function literalAnswer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = apiPath(url.pathname);
  if (NOT_OFFERED.some((pattern) => pattern.test(path))) return notFound();
  const area = areaOf(path);
  const kind = kindOf(request.method, path, area);
  const headers = copyHeaders(request.headers);
  headers.delete(MATCHING_HEADER);
  if (kind === 'list' && profile.pageCap) capPage(url.searchParams, profile.pageCap);
  const forward = new URL(url);
  let list: Extract<ReturnType<typeof readList>, { apply: unknown }> | undefined;
  if (kind === 'list' && area) {
    const reading = readList(area, url.searchParams, profile);
    if ('refused' in reading)
      return HttpResponse.json({ msg: `Unknown parameter: ${reading.refused}` }, { status: 400 });
    list = reading;
    forward.search = reading.forwarded.toString();
    headers.set(MATCHING_HEADER, reading.matching);
  }
  if (kind === 'next' && !profile.nextCalls) return (await peekNext(url, headers)) ?? notFound();

  const body = await bodyOf(request, area);
  if (kind === 'update' && area && profile.put === 'whole') {
    const refused = incomplete(area, body.json);
    if (refused) return refused;
  }
  const answer = await ask(forward, request.method, headers, body.bytes);
  if (!answer) return notFound();
  if (!answer.ok) return answer;
  if (
    kind === 'settlement' &&
    profile.partialPayer === 'omitted' &&
    /\/partial-payment$/.test(path)
  ) {
    const made = (await answer.clone().json()) as { transaction?: { _id?: string } };
    if (made.transaction?._id) payerless.add(made.transaction._id);
  }
  if (kind === 'remove' && profile.deleted === 'empty') return new Response(null, { status: 204 });
  if (kind === 'upload' && profile.uploads === 'ok') return ok(answer.status);
  if (kind === 'settlement' && profile.cascades === 'payer' && /\/cascade-payment\//.test(path)) {
    const sent = isPlain(body.json) ? body.json : undefined;
    const one = keepCascadeAsOne(await answer.clone().json(), sent);
    if (profile.payments !== 'ok') return HttpResponse.json(one ?? {}, { status: 201 });
  }
  const paymentCall = kind === 'settlement' || (kind === 'create' && area?.name === 'payments');
  if (paymentCall && profile.payments === 'ok') return ok(answer.status);
  if (kind === 'update' && profile.updated === 'ok') return ok();
  if (!isJson(answer.headers)) return answer;

  let out = answerOut(area, await answer.json());
  if (area?.name === 'payments' && profile.partialPayer === 'omitted') out = withoutPayer(out);
  if (list) out = list.apply(out);
  if (list && area && profile.unmatched === 'everything' && nothingFound(out)) {
    const unfiltered = withoutFilters(url, area);
    if (unfiltered) return literalAnswer(new Request(unfiltered, request));
  }
  if (kind === 'count' && profile.count === 'number') out = (out as { count: number }).count;
  if (kind === 'balance' && profile.balance === 'number')
    out = (out as { balance: number }).balance;
  if (kind === 'create' && profile.created === 'wrapped') out = { data: out };
  return json(out, {
    status: answer.status,
    headers: copyHeaders(answer.headers),
  });
}

/** The answer with the patient taken off each partial payment this server kept without one. */
function withoutPayer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutPayer);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(node)) out[key] = withoutPayer(child);
  if (typeof out._id === 'string' && payerless.has(out._id)) delete out.customerId;
  return out;
}

/** Every call under `/api/`: one handler that translates, for `server.use(...)` or a worker. */
export const literalHandlers = [http.all('*/api/*', ({ request }) => literalAnswer(request))];

export { LITERAL_AREAS };
