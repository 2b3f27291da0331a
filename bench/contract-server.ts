/**
 * A backend that follows the contract (SPEC §7), as its own HTTP server on 127.0.0.1: the demo
 * backend's handlers, run in Node instead of in the page. The benchmark builds the app with
 * VITE_API_URL pointing here, so what it measures is the app alone (no MSW, no seeding in the
 * browser's main thread), as against a clinic's real server. Cross-origin, as a real API is.
 *
 * Built by the benchmark (`vite build --ssr bench/contract-server.ts`) and started as
 * `node <out>/contract-server.js --port 4411 --latency 300`. The benchmark changes the latency
 * between measurements with `PUT /bench/latency/<ms>` (this server's own, not the contract's).
 */
import { createServer, type IncomingMessage } from 'node:http';
import { getResponse } from 'msw';
import { setDemoLatency } from '@/mocks/config';
import { handlers } from '@/mocks/handlers';

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? NaN : Number(process.argv[at + 1]);
  return Number.isFinite(value) ? value : fallback;
};
const port = argument('port', 4411);
setDemoLatency(argument('latency', 300));

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'Content-Disposition',
  'Access-Control-Max-Age': '86400',
};

async function body(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

createServer(async (request, response) => {
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
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value);
    const answer = await getResponse(
      handlers,
      new Request(url, { method: request.method, headers, body: await body(request) }),
    );
    if (!answer) {
      response.writeHead(404, { ...CORS, 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    const out: Record<string, string> = { ...CORS };
    answer.headers.forEach((value, name) => (out[name] = value));
    response.writeHead(answer.status, out);
    response.end(Buffer.from(await answer.arrayBuffer()));
  } catch (error) {
    response.writeHead(500, { ...CORS, 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ message: String(error) }));
  }
}).listen(port, '127.0.0.1', () => console.log(`contract server on http://127.0.0.1:${port}`));
