import i18n from 'i18next';
import ky, {
  HTTPError,
  NetworkError,
  TimeoutError,
  type Input,
  type KyResponse,
  type Options,
  type ResponsePromise,
} from 'ky';
import type * as z from 'zod/mini';
import { backend } from './backend';
import { readToken } from '@/api/session';
import { ApiError, contractError } from './errors';
import { takeEarlyAnswer } from './early-answer';
import { passRequestGate, passSessionGate, reportUnauthorized } from './interceptors';
import { noteServerDate } from './server-clock';

function normaliseFieldErrors(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, text] of Object.entries(value)) {
    if (typeof text === 'string') out[field] = text;
    else if (Array.isArray(text)) out[field] = text.filter((t) => typeof t === 'string').join(', ');
    else if (text && typeof text === 'object' && 'message' in text)
      out[field] = String(text.message);
  }
  return out;
}

/** A non-2xx answer: the body's `msg` and per-field `errors` when it has them. */
function httpError(status: number, body: unknown, requestMessage: string): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const msg = typeof record.msg === 'string' && record.msg.trim() ? record.msg : undefined;
  return new ApiError(
    msg ?? requestMessage,
    status,
    'http',
    normaliseFieldErrors(record.errors),
    msg,
  );
}

/** Turns whatever a ky call threw into an ApiError; aborts pass through so cancellation stays silent. */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof HTTPError)
    return httpError(error.response.status, error.data, error.message);
  if (
    error instanceof NetworkError ||
    error instanceof TimeoutError ||
    error instanceof TypeError
  ) {
    return new ApiError(i18n.t('errors:network'), 0, 'network');
  }
  return error;
}

/** Sign-in and registration answer 401 for bad credentials; that is not a lost session. */
const isCredentialCall = (url: string) => /\/api\/auth\/(login|register)(\?|$)/.test(url);

const origin = () => backend().apiUrl || (typeof location === 'undefined' ? '' : location.origin);

/**
 * The one HTTP client. No timeout (SPEC §9): long requests are cancelled through the query's
 * AbortSignal instead. No retries either: TanStack Query owns retrying.
 */
const client = ky.create({
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        await passRequestGate();
        // Locked, a call waits for the unlock (the sign-in call itself is how it comes).
        if (!isCredentialCall(request.url)) await passSessionGate();
        const token = readToken();
        if (token && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', `Bearer ${token}`);
        }
        if (i18n.resolvedLanguage) request.headers.set('Accept-Language', i18n.resolvedLanguage);
        // The screen's first data, which the start asked for already: that answer, not a second
        // request (handed in by the start: early-answer.ts).
        return takeEarlyAnswer(request);
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        noteServerDate(response.headers.get('date'));
        if (response.status === 401 && !isCredentialCall(request.url)) reportUnauthorized();
      },
    ],
  },
});

/**
 * The client, at the API's address as it is when a call is made: config.json may name the API
 * after this module has loaded (the build may put it in a chunk with code that runs while
 * config.json is read), and calls are only made once the app has started on it.
 */
const at = (options: Options = {}): Options => ({ prefix: origin() || undefined, ...options });
export const http = {
  get: (input: Input, options?: Options) => client.get(input, at(options)),
  post: (input: Input, options?: Options) => client.post(input, at(options)),
  put: (input: Input, options?: Options) => client.put(input, at(options)),
  patch: (input: Input, options?: Options) => client.patch(input, at(options)),
  delete: (input: Input, options?: Options) => client.delete(input, at(options)),
};

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

export interface UploadOptions {
  signal?: AbortSignal;
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * A multipart upload with progress. fetch cannot report upload progress over HTTP/1.1 (ky's
 * `onUploadProgress` needs request streams), so this one call uses XMLHttpRequest, with the same
 * base URL, bearer token, language, 401 handling and errors as the ky instance.
 */
export async function uploadForm(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<unknown> {
  await passRequestGate();
  await passSessionGate();
  const url = new URL(path, `${origin() || 'http://localhost'}/`).href;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (i18n.resolvedLanguage) xhr.setRequestHeader('Accept-Language', i18n.resolvedLanguage);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    const parse = (): unknown => {
      try {
        return xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        return undefined;
      }
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(parse());
        return;
      }
      if (xhr.status === 401) reportUnauthorized();
      reject(
        httpError(
          xhr.status,
          parse(),
          `Request failed with status code ${xhr.status}: POST ${url}`,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiError(i18n.t('errors:network'), 0, 'network'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
