import { http as mock, HttpResponse } from 'msw';
import i18n from 'i18next';
import ky from 'ky';
import * as z from 'zod/mini';
import { STORAGE_KEYS } from '@/app/auth/storage';
import { server } from '@/mocks/node';
import { recordRequests } from '@/test/requests';
import { ApiError } from './errors';
import { http, parseJson, send } from './http';
import { setUnauthorizedHandler } from './interceptors';

const TEST_URL = `${location.origin}/api/test`;

/** What a call rejected with (fails the test if it resolved). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}

function answer(response: () => Response | Promise<Response>) {
  server.use(mock.all('*/api/test', response));
}

afterEach(() => setUnauthorizedHandler(undefined));

describe('request headers', () => {
  it('sends the stored token as a bearer header on every call, read at call time', async () => {
    answer(() => HttpResponse.json({ ok: true }));
    const requests = recordRequests();

    localStorage.setItem(STORAGE_KEYS.token, 'first-token');
    await send(http.get('api/test'));
    localStorage.setItem(STORAGE_KEYS.token, 'second-token');
    await send(http.post('api/test', { json: {} }));

    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer first-token',
      'Bearer second-token',
    ]);
  });

  it('sends no Authorization header when signed out', async () => {
    answer(() => HttpResponse.json({ ok: true }));
    const requests = recordRequests();

    await send(http.get('api/test'));

    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('keeps an Authorization header the call passed itself', async () => {
    answer(() => HttpResponse.json({ ok: true }));
    const requests = recordRequests();
    localStorage.setItem(STORAGE_KEYS.token, 'stored-token');

    await send(http.get('api/test', { headers: { Authorization: 'Bearer passed-token' } }));

    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer passed-token');
  });

  it('asks for answers in the current interface language', async () => {
    answer(() => HttpResponse.json({ ok: true }));
    const requests = recordRequests();

    await send(http.get('api/test'));
    await i18n.changeLanguage('fr');
    await send(http.get('api/test'));

    expect(requests.map((r) => r.headers.get('Accept-Language'))).toEqual(['en', 'fr']);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    answer(() => HttpResponse.json({ ok: true }));
    const requests = recordRequests();

    await send(http.post('api/test', { json: { phone: '0700000001' } }));

    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await requests[0]?.json()).toEqual({ phone: '0700000001' });
  });
});

describe('failed calls reject with an ApiError', () => {
  it('carries the status, the body msg as message and serverMessage, and the field errors', async () => {
    answer(() =>
      HttpResponse.json(
        {
          msg: 'Some fields are invalid.',
          errors: {
            name: 'Name is required',
            tags: ['too short', 'not allowed'],
            email: { message: 'Email is taken' },
            ignored: 42,
          },
        },
        { status: 422 },
      ),
    );

    const error = await rejection(send(http.post('api/test', { json: {} })));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 422,
      message: 'Some fields are invalid.',
      serverMessage: 'Some fields are invalid.',
      errors: {
        name: 'Name is required',
        tags: 'too short, not allowed',
        email: 'Email is taken',
      },
    });
    expect((error as ApiError).errors).not.toHaveProperty('ignored');
  });

  it.each([
    ['an empty body', () => new HttpResponse(null, { status: 500 })],
    ['a body without msg', () => HttpResponse.json({ error: 'boom' }, { status: 500 })],
    ['a blank msg', () => HttpResponse.json({ msg: '   ' }, { status: 500 })],
    ['a msg that is not text', () => HttpResponse.json({ msg: { text: 'boom' } }, { status: 500 })],
    ['a plain-text body', () => HttpResponse.text('Internal error', { status: 500 })],
  ])("falls back to the request's own message for %s", async (_, response) => {
    answer(response);
    // ky's own message for the same failed request, without the app's client.
    const kyError = await rejection(ky.get(TEST_URL, { retry: 0 }));

    const error = await rejection(send(http.get('api/test')));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 500, errors: {} });
    expect((error as ApiError).serverMessage).toBeUndefined();
    expect((error as Error).message).toBe((kyError as Error).message);
    expect((error as Error).message).toContain('500');
  });

  it('reports a network failure as kind "network" with a translated message', async () => {
    answer(() => HttpResponse.error());

    const error = await rejection(send(http.get('api/test')));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      message: 'The server could not be reached. Check the connection and try again.',
    });
  });

  it('lets a cancelled call reject with its AbortError, not an ApiError', async () => {
    answer(() => HttpResponse.json({ ok: true }));
    const controller = new AbortController();
    controller.abort();

    const error = await rejection(send(http.get('api/test', { signal: controller.signal })));

    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('parseJson', () => {
  const schema = z.object({ id: z.string(), items: z.array(z.number()) });

  it('returns the parsed body when it matches the contract', async () => {
    answer(() => HttpResponse.json({ id: 'a1', items: [1, 2] }));
    await expect(parseJson(http.get('api/test'), schema, 'the test list')).resolves.toEqual({
      id: 'a1',
      items: [1, 2],
    });
  });

  it('rejects a body off the contract with a contract error naming the paths and expected types', async () => {
    answer(() => HttpResponse.json({ id: 7, items: [1, 'two'] }));

    const error = await rejection(parseJson(http.get('api/test'), schema, 'the test list'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'contract', status: 0 });
    expect((error as Error).message).toBe(
      "The server's answer to the test list was not what the app expects: " +
        'id should be string; items.1 should be number.',
    );
  });

  it('names the whole response when it is not even an object', async () => {
    answer(() => HttpResponse.json(['not', 'an', 'object']));

    const error = await rejection(parseJson(http.get('api/test'), schema, 'the test list'));

    expect((error as Error).message).toBe(
      "The server's answer to the test list was not what the app expects: " +
        'the response should be object.',
    );
  });

  it('translates the contract error into the interface language', async () => {
    await i18n.changeLanguage('fr');
    answer(() => HttpResponse.json({ id: 'a1' }));

    const error = await rejection(parseJson(http.get('api/test'), schema, 'la liste'));

    expect((error as Error).message).toBe(
      "La réponse du serveur pour la liste ne correspond pas à ce que l'application attend : " +
        'items devrait être de type array.',
    );
  });

  it('turns an HTTP failure into an ApiError as well', async () => {
    answer(() => HttpResponse.json({ msg: 'Not found.' }, { status: 404 }));

    const error = await rejection(parseJson(http.get('api/test'), schema, 'the test list'));

    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Not found.' });
  });

  it.each([
    ['an HTML page', () => HttpResponse.html('<!doctype html><title>Gateway</title>')],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
  ])('rejects a 2xx answer with %s as a contract error', async (_, response) => {
    answer(response);

    const error = await rejection(parseJson(http.get('api/test'), schema, 'the test list'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'contract', status: 0 });
    expect((error as Error).message).toBe(
      "The server's answer to the test list was not what the app expects: the body is not JSON.",
    );
  });
});

describe('a 401 answer', () => {
  it('ends the session through the registered handler on an ordinary call', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    answer(() => HttpResponse.json({ msg: 'Your session has expired.' }, { status: 401 }));

    const error = await rejection(send(http.get('api/test')));

    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      message: 'Your session has expired.',
    });
  });

  it.each(['api/auth/login', 'api/auth/register'])(
    'is a credential failure, not a lost session, on %s',
    async (path) => {
      const unauthorized = vi.fn();
      setUnauthorizedHandler(unauthorized);
      server.use(
        mock.post(`*/${path}`, () =>
          HttpResponse.json({ msg: 'Wrong phone number or password.' }, { status: 401 }),
        ),
      );

      const error = await rejection(send(http.post(path, { json: {} })));

      expect(error).toMatchObject({ status: 401, message: 'Wrong phone number or password.' });
      expect(unauthorized).not.toHaveBeenCalled();
    },
  );

  it('ends the session on other auth calls whose path merely starts like a credential call', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    server.use(mock.get('*/api/auth/login-history', () => new HttpResponse(null, { status: 401 })));

    await rejection(send(http.get('api/auth/login-history')));

    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call the handler for other failures', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    answer(() => new HttpResponse(null, { status: 403 }));

    await rejection(send(http.get('api/test')));

    expect(unauthorized).not.toHaveBeenCalled();
  });
});
