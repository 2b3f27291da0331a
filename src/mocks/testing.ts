import { issueToken } from './token';

/** For the demo backend's own tests: a request straight through fetch, signed in as `userId`. */
export function call(
  path: string,
  {
    method = 'GET',
    body,
    userId = 'u-0001',
    headers = {},
  }: {
    method?: string;
    body?: unknown;
    userId?: string | null;
    headers?: Record<string, string>;
  } = {},
) {
  const init: RequestInit = {
    method,
    headers: {
      ...(body !== undefined &&
        !(body instanceof FormData) && { 'Content-Type': 'application/json' }),
      ...(userId && { Authorization: `Bearer ${issueToken(userId)}` }),
      ...headers,
    },
  };
  // FormData and strings go as they are; anything else as JSON.
  if (body !== undefined)
    init.body = body instanceof FormData || typeof body === 'string' ? body : JSON.stringify(body);
  return fetch(`${location.origin}${path}`, init);
}

/** The JSON answer of a call, with its status. */
export async function callJson<T = unknown>(path: string, options?: Parameters<typeof call>[1]) {
  const response = await call(path, options);
  return { status: response.status, body: (await response.json()) as T };
}
