import type { IncomingMessage } from 'node:http';
import { getResponse } from 'msw';
import { setDemoLatency } from './config';
import { handlers } from './handlers';
import { literalAnswer } from './literal/backend';

/**
 * The two backends a Node HTTP server can serve (`http-server.ts`): the demo backend, with every
 * extension, and the contract-only backend (`literal/`), with none. Each answers a fetch Request
 * (undefined: no such call).
 */
export const BACKENDS = {
  demo: (request: Request) => getResponse(handlers, request),
  literal: (request: Request) => literalAnswer(request),
} satisfies Record<string, (request: Request) => Promise<Response | undefined>>;
export type Backend = keyof typeof BACKENDS;

/** Cross-origin, as a real API is: the app's page is served from another origin. */
export const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Accept-Language',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'Content-Disposition, Date',
  'Access-Control-Max-Age': '86400',
};

type Incoming = Pick<IncomingMessage, 'method' | 'url' | 'headers'> & AsyncIterable<unknown>;
/** What the listener writes to: the part of Node's ServerResponse it uses (a test records it). */
interface Outgoing {
  writeHead(
    status: number,
    headers: Record<string, string>,
  ): { end(chunk?: string | Buffer): unknown };
}

async function bodyOf(request: Incoming): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

function sendJson(response: Outgoing, status: number, body: unknown) {
  response
    .writeHead(status, { ...CORS, 'Content-Type': 'application/json' })
    .end(JSON.stringify(body));
}

/**
 * Node's request listener for `backend` at `origin` (http://127.0.0.1:<port>): answers a CORS
 * preflight, and `PUT /bench/latency/<ms>` (this server's own, not the contract's: the benchmark
 * changes the answer time between measurements); everything else goes to the backend.
 */
export function backendListener(backend: Backend, origin: string) {
  const answerOf = BACKENDS[backend];
  return async (request: Incoming, response: Outgoing) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    const latency = request.url?.match(/^\/bench\/latency\/(\d+)$/);
    if (request.method === 'PUT' && latency) {
      setDemoLatency(Number(latency[1]));
      response.writeHead(204, CORS).end();
      return;
    }
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string') headers.set(name, value);
      const answer = await answerOf(
        new Request(new URL(request.url ?? '/', origin), {
          method: request.method,
          headers,
          body: await bodyOf(request),
        }),
      );
      if (!answer) {
        sendJson(response, 404, { message: 'Not found' });
        return;
      }
      const out: Record<string, string> = { ...CORS };
      answer.headers.forEach((value, name) => (out[name] = value));
      response.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      sendJson(response, 500, { message: String(error) });
    }
  };
}
