import { setEarlyAnswer, type EarlyAnswer } from '@/api/early-answer';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/data-table/search-validator';
import { APP_KEY } from '@/config/app-key';
import { startHandoff } from '@/lib/start-handoff';
import { LIST_SCREENS, type ListScreenFacts } from './list-screens';

/**
 * The screen's first data request, sent as soon as the deployment's configuration is read and
 * checked (main.tsx), before the route's code has loaded, and the one answer the app's HTTP
 * client adopts instead of asking again (README "Speed").
 *
 * It goes only to the API the checked configuration names (config.json passed `checkConfig`, or
 * the build's own), never before: the bearer token must not leave for an address the app would
 * then refuse. It is asked only where the request is known exactly as the route's loader will
 * make it: a session that is open (not expired, not locked), a named API (the demo backend runs
 * in the page and is not there yet), and a path below. A list is asked for only with a plain URL
 * or one naming its page and page size (and the same in the view this tab last left of it): a
 * filter or a server sort is left to the app. The app adopts the answer only for a request of
 * the same URL, token and language; anything else is one unused request, never a wrong answer.
 */
export interface FirstRequest {
  /** The API path, as the resource declares it (`api/results`). */
  api: string;
  /** A list: its table's id (the view this tab last left of it) and its page size. */
  list?: { table: string; pageSize: number };
}

/**
 * Path → the request its screen makes first: each list screen's first page, as its declaration
 * states it (list-screens.ts), and the overview's queue count (the figures needing an extension
 * may not be asked for). A unit test holds each to the request the screen then makes.
 */
export const FIRST_REQUESTS: Readonly<Record<string, FirstRequest>> = {
  '/': { api: 'api/tickets/count' },
  ...Object.fromEntries(
    Object.entries(LIST_SCREENS).map(([path, screen]: [string, ListScreenFacts]) => [
      path,
      {
        api: screen.api,
        list: { table: screen.id, pageSize: screen.defaultPageSize ?? DEFAULT_PAGE_SIZE },
      },
    ]),
  ),
};

/** The page and page size a view names; null when it names more (a filter, a sort). */
function paging(entries: Iterable<[string, unknown]>): { page?: number; size?: number } | null {
  const out: { page?: number; size?: number } = {};
  for (const [key, value] of entries) {
    const n = Number(value);
    const whole = Number.isSafeInteger(n) && n >= 1;
    if (key === 'page') out.page = whole ? n : undefined;
    else if (key === 'size')
      out.size = (PAGE_SIZES as readonly number[]).includes(n) ? n : undefined;
    else if (key !== 'edit') return null;
  }
  return out;
}

/** The query of a list's first page as its loader asks for it; null when the app must decide. */
function listQuery(list: NonNullable<FirstRequest['list']>): string | null {
  let view = paging(new URLSearchParams(location.search).entries());
  // A plain address shows the view this tab last left of the list, as its loader does.
  if (view && view.page === undefined && view.size === undefined) {
    try {
      const left: unknown = JSON.parse(
        sessionStorage.getItem(`${APP_KEY}.table.${list.table}.search`) ?? 'null',
      );
      if (left && typeof left === 'object') view = paging(Object.entries(left));
    } catch {
      return null;
    }
  }
  if (!view) return null;
  const size = view.size ?? list.pageSize;
  return `?limit=${size}&skip=${((view.page ?? 1) - 1) * size}`;
}

/**
 * Sends the screen's first data request to `apiUrl` with `token`, when it can be known (see
 * above), and hands its answer to the HTTP client (`setEarlyAnswer`). main.tsx calls it once the
 * configuration has been checked and applied (`apiUrl` is the checked API; none on the demo
 * backend) and the idle lock decided (a locked session has no token). Handed in rather than
 * imported: this module loads apart from the first chunk. The request sent, or null.
 */
export function sendEarlyRequest(apiUrl: string, token: string): EarlyRequest | null {
  const route = FIRST_REQUESTS[location.pathname.replace(/\/+$/, '') || '/'];
  if (!route || !apiUrl || !token) return null;
  const query = route.list ? listQuery(route.list) : '';
  if (query === null) return null;
  const url = new URL(`${apiUrl}/${route.api}${query}`, location.href).href;
  const authorization = `Bearer ${token}`;
  const language = startHandoff().language ?? '';
  const answer = fetch(url, {
    headers: { Authorization: authorization, 'Accept-Language': language },
  });
  // Taken by the app's client; an answer never taken is no error.
  answer.catch(() => {});
  const early = { url, authorization, language, answer };
  setEarlyAnswer(answerOnce(early));
  return early;
}

/** The request sent once the configuration was checked. */
export interface EarlyRequest {
  url: string;
  authorization: string;
  language: string;
  answer: Promise<Response>;
}

/**
 * The client's side of `early`: its answer for a request of exactly that URL, token and
 * language, taken once; undefined for any other, and when the early one failed (the client then
 * sends its own).
 */
export function answerOnce(early: EarlyRequest): EarlyAnswer {
  let taken = false;
  return async (request) => {
    const same =
      request.method === 'GET' &&
      early.url === request.url &&
      early.authorization === (request.headers.get('Authorization') ?? '') &&
      early.language === (request.headers.get('Accept-Language') ?? '');
    if (!same || taken) return undefined;
    taken = true;
    setEarlyAnswer(undefined);
    return early.answer.catch(() => undefined);
  };
}
