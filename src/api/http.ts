import i18n from 'i18next';
import ky, { HTTPError, NetworkError, TimeoutError, type KyResponse, type ResponsePromise } from 'ky';
import type * as z from 'zod/mini';
import { API_URL } from '@/app/config';
import { readToken } from '@/app/auth/storage';
import { ApiError, contractError } from './errors';
import { passRequestGate, reportUnauthorized } from './interceptors';

function normaliseFieldErrors(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, text] of Object.entries(value)) {
    if (typeof text === 'string') out[field] = text;
    else if (Array.isArray(text)) out[field] = text.filter((t) => typeof t === 'string').join(', ');
    else if (text && typeof text === 'object' && 'message' in text) out[field] = String(text.message);
  }
  return out;
}

/** Turns whatever a ky call threw into an ApiError; aborts pass through so cancellation stays silent. */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof HTTPError) {
    const body: unknown = error.data;
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const msg = typeof record.msg === 'string' && record.msg.trim() ? record.msg : undefined;
    return new ApiError(
      msg ?? error.message,
      error.response.status,
      'http',
      normaliseFieldErrors(record.errors),
      msg,
    );
  }
  if (error instanceof NetworkError || error instanceof TimeoutError || error instanceof TypeError) {
    return new ApiError(i18n.t('errors:network'), 0, 'network');
  }
  return error;
}

/** Sign-in and registration answer 401 for bad credentials; that is not a lost session. */
const isCredentialCall = (url: string) => /\/api\/auth\/(login|register)(\?|$)/.test(url);

const origin = () => (API_URL || (typeof location === 'undefined' ? '' : location.origin));

/**
 * The one HTTP client. No timeout (SPEC §9): long requests are cancelled through the query's
 * AbortSignal instead. No retries either: TanStack Query owns retrying.
 */
export const http = ky.create({
  prefix: origin() || undefined,
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        await passRequestGate();
        const token = readToken();
        if (token && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', `Bearer ${token}`);
        }
        if (i18n.resolvedLanguage) request.headers.set('Accept-Language', i18n.resolvedLanguage);
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        if (response.status === 401 && !isCredentialCall(request.url)) reportUnauthorized();
      },
    ],
  },
});

/** Awaits a call and parses its JSON body with the contract's schema; every failure is an ApiError. */
export async function parseJson<S extends z.ZodMiniType>(
  call: ResponsePromise,
  schema: S,
  what: string,
): Promise<z.output<S>> {
  let text: string;
  try {
    text = await (await call).text();
  } catch (error) {
    throw toApiError(error);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // An empty body or an HTML page from a proxy: the server did not answer in the contract.
    throw contractError(what);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw contractError(what, parsed.error);
  return parsed.data;
}

/** For calls whose response the app does not read (SPEC §7 "response not read"). */
export async function send(call: ResponsePromise): Promise<KyResponse> {
  try {
    return await call;
  } catch (error) {
    throw toApiError(error);
  }
}
