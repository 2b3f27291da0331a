// Relative imports of plain modules only: the build configuration reads this one too
// (vite.config.ts writes FIRST_REQUESTS into index.html).
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../components/data-table/search-validator.ts';
import { APP_KEY } from './app-key.ts';

/**
 * The screen's first data request, asked for by index.html together with the first chunks
 * rather than once the app's code has run, and the one answer the app's HTTP client adopts
 * instead of asking again (README "Speed").
 *
 * index.html asks only where it can know the request exactly as the route's loader will make
 * it: a stored session that has not expired, a deployment whose API is named (the demo backend
 * runs in the page and is not there yet), and a path below. A list is asked for only with a
 * plain URL or one naming its page and page size (and the same in the view this tab last left
 * of it): a filter or a server sort is left to the app. Whatever it asks, the app adopts the
 * answer only for a request of the same URL, token and language; anything else is one unused
 * request, never a wrong answer.
 */
export interface FirstRequest {
  /** The API path, as the resource declares it (`api/results`). */
  api: string;
  /** A list: its table's id (the view this tab last left of it) and its page size. */
  list?: { table: string; pageSize: number };
}

const list = (api: string, table: string, pageSize = DEFAULT_PAGE_SIZE): FirstRequest => ({
  api,
  list: { table, pageSize },
});

/** Path → the request its screen makes first. A unit test holds this to the screens. */
export const FIRST_REQUESTS: Readonly<Record<string, FirstRequest>> = {
  // The overview: the queue's count (the figures needing an extension may not be asked for).
  '/': { api: 'api/tickets/count' },
  '/patients': list('api/customer', 'patients'),
  '/appointments': list('api/appointments', 'appointments'),
  '/clinic-appointments': list('api/clinic-appointments', 'clinicAppointments'),
  '/doctors': list('api/doctors', 'doctors'),
  '/results': list('api/results', 'results', 50),
  '/examinations': list('api/medical-examinations', 'medicalExaminations'),
  '/examination-groups': list('api/examination-groups', 'examinationGroups'),
  '/examination-statuses': list('api/examination-statuses', 'examinationStatuses'),
  '/insurance': list('api/insurance', 'insurance'),
  '/packages': list('api/packages', 'packages'),
  '/currencies': list('api/currency', 'currencies'),
  '/exchange-rates': list('api/exchange-rate', 'exchangeRates'),
  '/payments': list('api/payment/transactions', 'payments'),
  '/drawers': list('api/drawers', 'drawers'),
  '/users': list('api/users', 'users'),
  '/printers': list('api/printer', 'printers'),
  '/types': list('api/type', 'types'),
};

/** What index.html's script needs to know, written into it by the build (`firstRequest`). */
export const firstRequestStart = () => ({
  routes: FIRST_REQUESTS,
  pageSizes: PAGE_SIZES,
  keys: {
    token: `${APP_KEY}.token`,
    userInfo: `${APP_KEY}.userInfo`,
    /** A table's last view in this tab is under `<before><table id><after>`. */
    table: [`${APP_KEY}.table.`, '.search'],
  },
});

/** The request index.html sent, once config.json was read; null when it sent none. */
export interface EarlyRequest {
  url: string;
  authorization: string;
  language: string;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    /** Set by index.html when it sent the first data request. */
    __clinicFirstRequest?: Promise<EarlyRequest | null>;
    /** The language index.html chose for the start's texts and the first request. */
    __clinicLanguage?: string;
  }
}

/**
 * The answer index.html got for `request`, when it asked for exactly that (URL, token and
 * language) and nobody took it yet; taken once. Undefined otherwise, and when that request
 * failed: the client then sends its own.
 */
export async function takeEarlyAnswer(request: Request): Promise<Response | undefined> {
  const pending = typeof window === 'undefined' ? undefined : window.__clinicFirstRequest;
  if (!pending || request.method !== 'GET') return undefined;
  const early = await pending.catch(() => null);
  if (!early) {
    delete window.__clinicFirstRequest;
    return undefined;
  }
  const same =
    early.url === request.url &&
    early.authorization === (request.headers.get('Authorization') ?? '') &&
    early.language === (request.headers.get('Accept-Language') ?? '');
  if (!same || window.__clinicFirstRequest !== pending) return undefined;
  delete window.__clinicFirstRequest;
  return early.answer.catch(() => undefined);
}
