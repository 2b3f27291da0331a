/**
 * The demo backend or the contract-only backend as an HTTP server of its own on 127.0.0.1, for a
 * build that calls a real API (VITE_API_URL or config.json's `apiUrl`): the benchmark measures
 * the app against it, end-to-end specs run flows against the contract-only one. Cross-origin, as
 * a real API is (`http-listener.ts`).
 *
 *   node <out>/http-server.js --backend demo|literal --port 4411 --latency 300 [--profile strict]
 *
 * Built and started by `scripts/backend-server.mjs` (`vite build --ssr`); prints one line when
 * it listens. The data lives in this process's memory: it starts from the seed every time.
 */
import { createServer } from 'node:http';
import { setDemoLatency } from './config';
import { BACKENDS, backendListener, type Backend } from './http-listener';
import { setLiteralProfile } from './literal/backend';
import { isLiteralProfile, LITERAL_PROFILES } from './literal/profiles';

const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const number = (name: string, fallback: number) => {
  const value = Number(option(name));
  return option(name) !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback;
};

const backend = (option('backend') ?? 'demo') as Backend;
if (!Object.hasOwn(BACKENDS, backend)) {
  console.error(`--backend must be one of ${Object.keys(BACKENDS).join(', ')}, not "${backend}".`);
  process.exit(2);
}
const profile = option('profile') ?? 'lenient';
if (!isLiteralProfile(profile)) {
  console.error(`--profile must be one of ${Object.keys(LITERAL_PROFILES).join(', ')}.`);
  process.exit(2);
}
setLiteralProfile(profile);
const port = number('port', 4411);
setDemoLatency(number('latency', 300));
const origin = `http://127.0.0.1:${port}`;

const server = createServer(backendListener(backend, origin));
// A client keeps its connection for the next call (Playwright's request context, the browser):
// Node closes an idle one after 5 s, and a call sent on it just then fails (ECONNRESET). A test
// whose calls are more than 5 s apart (its records made, its cleanup after the screen) met it.
server.keepAliveTimeout = 65_000;
server
  .once('error', (error) => {
    console.error(`${backend} backend could not listen on ${origin}: ${error.message}`);
    process.exit(1);
  })
  .listen(port, '127.0.0.1', () =>
    console.log(`${backend} backend${backend === 'literal' ? ` (${profile})` : ''} on ${origin}`),
  );
