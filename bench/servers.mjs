// The builds and servers the benchmark measures: the production build (no demo code) against a
// backend that follows the contract and nothing more (the contract-only backend, whose results,
// transactions and tickets all name their patient: src/mocks/http-server.ts --backend literal),
// the same files deployed against a backend that offers a batch lookup of patients (the demo
// backend over HTTP, declared in config.json's `lookups`), and the demo build with its in-browser
// backend.
import { execSync, spawn } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { buildBackendServer } from '../scripts/backend-server.mjs';
import { startPreview } from '../scripts/preview-server.mjs';

const port = (name, fallback) => Number(process.env[name]) || fallback;

/** BENCH_API_PORT moves it when 4411 is taken (the production build is made with the port in it). */
export const API_PORT = port('BENCH_API_PORT', 4411);
export const API = `http://127.0.0.1:${API_PORT}`;
/** The backend with a batch lookup (BENCH_LOOKUP_API_PORT, default the API's port + 1). */
export const LOOKUP_API_PORT = port('BENCH_LOOKUP_API_PORT', API_PORT + 1);
export const LOOKUP_API = `http://127.0.0.1:${LOOKUP_API_PORT}`;
/** The first of the apps' ports, one each in OUT's order (BENCH_APP_PORT, default 4181). */
const APP_PORT = port('BENCH_APP_PORT', 4181);

/** The patients' batch lookup the demo backend offers (README "Running against your backend"). */
export const LOOKUPS = { customers: 'api/customer?_id={ids}' };

export const OUT = {
  production: 'dist-bench/production',
  noPrefetch: 'dist-bench/production-no-prefetch',
  lookup: 'dist-bench/production-lookup',
  demo: 'dist-bench/demo',
  server: 'dist-bench/server',
};

const build = (outDir, env, extra = '') =>
  execSync(`npx vite build ${extra} --outDir ${outDir} --emptyOutDir --logLevel warn`, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });

/** The production files deployed again with a config.json of their own. */
function deploy(outDir, config) {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(OUT.production, outDir, { recursive: true });
  writeFileSync(`${outDir}/config.json`, JSON.stringify(config));
}

/** Builds the production app, the demo app and the backend server. */
export function buildAll() {
  build(OUT.production, { VITE_API_URL: API });
  // The demo build (`npm run build:demo`): a production build never runs the demo backend.
  build(OUT.demo, { VITE_API_URL: '' }, '--mode demo');
  buildBackendServer({ outDir: OUT.server, force: true });
  // Next-page prefetching off, and a backend with the batch lookup: config.json alone.
  deploy(OUT.noPrefetch, { prefetchNextPage: false });
  deploy(OUT.lookup, { apiUrl: LOOKUP_API, lookups: LOOKUPS });
}

/**
 * Fails clearly when a port is taken (another run of the benchmark, a leftover server): a
 * preview answering there would otherwise be measured in place of ours.
 */
async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () =>
        reject(new Error(`port ${port} on 127.0.0.1 is in use: is another benchmark running?`)),
      )
      .listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/** Starts one backend server; `setLatency(ms)` changes its answer time between measurements. */
async function startBackend(backend, port, latency) {
  await assertPortFree(port);
  const child = spawn(
    process.execPath,
    [
      `${OUT.server}/http-server.js`,
      ...['--backend', backend, '--port', String(port), '--latency', String(latency)],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${backend} backend exited (${code})`)));
    child.stdout.on('data', (chunk) => / backend\b.* on http/.test(String(chunk)) && resolve());
  });
  const stop = () => child.kill();
  process.on('exit', stop);
  const origin = `http://127.0.0.1:${port}`;
  return {
    stop,
    setLatency: (ms) =>
      new Promise((resolve, reject) =>
        request(`${origin}/bench/latency/${ms}`, { method: 'PUT' }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
          .on('error', reject)
          .end(),
      ),
  };
}

/**
 * The contract-only backend the production build calls, and the demo backend (which offers the
 * batch lookup) the `lookup` deployment calls: `setLatency` sets both.
 */
export async function startContractServer(latency = 0) {
  const servers = [
    await startBackend('literal', API_PORT, latency),
    await startBackend('demo', LOOKUP_API_PORT, latency),
  ];
  return {
    stop: () => servers.forEach((server) => server.stop()),
    setLatency: (ms) => Promise.all(servers.map((server) => server.setLatency(ms))),
  };
}

/** Serves each build on its own port. */
export async function startApps() {
  const apps = {};
  let next = APP_PORT;
  for (const [name, outDir] of Object.entries(OUT)) {
    if (name === 'server') continue;
    await assertPortFree(next);
    apps[name] = await startPreview({ outDir, port: next++ });
  }
  return apps;
}
