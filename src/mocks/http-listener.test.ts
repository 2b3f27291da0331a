import { Readable } from 'node:stream';
import { backendListener, type Backend } from './http-listener';
import { issueToken } from './token';

const ORIGIN = 'http://127.0.0.1:4412';

/** One request through the Node listener, as `http.createServer` would hand it over. */
async function serve(
  backend: Backend,
  method: string,
  url: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {},
) {
  const request = Object.assign(
    Readable.from(body === undefined ? [] : [Buffer.from(JSON.stringify(body))]),
    { method, url, headers },
  );
  let status = 0;
  let sent: Record<string, string> = {};
  let text = '';
  const response = {
    writeHead(code: number, out: Record<string, string>) {
      [status, sent] = [code, out];
      return response;
    },
    end(chunk?: string | Buffer) {
      text = chunk ? chunk.toString() : '';
      return response;
    },
  };
  await backendListener(backend, ORIGIN)(request, response);
  return { status, headers: sent, json: () => JSON.parse(text) as Record<string, unknown> };
}

const json = { 'content-type': 'application/json' };
const signedIn = { authorization: `Bearer ${issueToken('u-0001')}` };

describe('the backends as an HTTP server', () => {
  it('answers a preflight with Authorization from any origin', async () => {
    const preflight = await serve('literal', 'OPTIONS', '/api/customer?limit=10', {
      headers: {
        origin: 'http://127.0.0.1:4177',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, accept-language',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['Access-Control-Allow-Origin']).toBe('*');
    expect(preflight.headers['Access-Control-Allow-Headers']).toMatch(/\bAuthorization\b/);
    expect(preflight.headers['Access-Control-Allow-Headers']).toMatch(/\bAccept-Language\b/);
  });

  it('signs in with a demo account, on either backend, with CORS on the answer', async () => {
    for (const backend of ['literal', 'demo'] as const) {
      const login = await serve(backend, 'POST', '/api/auth/login', {
        headers: json,
        body: { phone: '0700000001', password: 'demo1234' },
      });
      expect(login.status, backend).toBe(200);
      expect(login.headers['Access-Control-Allow-Origin']).toBe('*');
      expect(login.json()).toMatchObject({ id: 'u-0001', name: 'Leila Haddad' });
    }
    const refused = await serve('literal', 'POST', '/api/auth/login', {
      headers: json,
      body: { phone: '0700000001', password: 'wrong-one' },
    });
    expect(refused.status).toBe(401);
  });

  it('serves the backend it was started with', async () => {
    const literal = await serve('literal', 'GET', '/api/payment/transactions?limit=1&skip=2', {
      headers: signedIn,
    });
    const demo = await serve('demo', 'GET', '/api/payment/transactions?limit=1&skip=2', {
      headers: signedIn,
    });
    const [own] = literal.json().list as { status: string }[];
    const [demos] = demo.json().list as { status: string }[];
    expect([own?.status, demos?.status]).toEqual(['open', 'pending']);
    expect((await serve('literal', 'GET', '/api/emails', { headers: signedIn })).status).toBe(404);
    expect((await serve('demo', 'GET', '/api/emails', { headers: signedIn })).status).toBe(200);
    expect(await serve('demo', 'GET', '/nowhere')).toMatchObject({ status: 404 });
  });
});
