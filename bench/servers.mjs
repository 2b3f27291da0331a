// The builds and servers the benchmark measures: the production build (no demo code) against a
// backend that follows the contract, the demo backend run as its own HTTP server
// (src/mocks/http-server.ts --backend demo), and the demo build with its in-browser backend.
import { execSync, spawn } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { buildBackendServer } from '../scripts/backend-server.mjs';
import { startPreview } from '../scripts/preview-server.mjs';

/** BENCH_API_PORT moves it when 4411 is taken (the production build is made with the port in it). */
export const API_PORT = Number(process.env.BENCH_API_PORT) || 4411;
export const API = `http://127.0.0.1:${API_PORT}`;
export const OUT = {
  production: 'dist-bench/production',
  noPrefetch: 'dist-bench/production-no-prefetch',
  demo: 'dist-bench/demo',
  server: 'dist-bench/server',
};

const build = (outDir, env, extra = '') =>
  execSync(`npx vite build ${extra} --outDir ${outDir} --emptyOutDir --logLevel warn`, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });

/** Builds the production app, the demo app and the contract server. */
export function buildAll() {
  build(OUT.production, { VITE_API_URL: API });
  build(OUT.demo, { VITE_API_URL: '' });
  buildBackendServer({ outDir: OUT.server, force: true });
  // The same production files, deployed with next-page prefetching off (config.json).
  rmSync(OUT.noPrefetch, { recursive: true, force: true });
  cpSync(OUT.production, OUT.noPrefetch, { recursive: true });
  writeFileSync(`${OUT.noPrefetch}/config.json`, JSON.stringify({ prefetchNextPage: false }));
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

/** Starts the contract server; `setLatency(ms)` changes its answer time between measurements. */
export async function startContractServer(latency = 0) {
  await assertPortFree(API_PORT);
  const child = spawn(
    process.execPath,
    [
      `${OUT.server}/http-server.js`,
      ...['--backend', 'demo', '--port', String(API_PORT), '--latency', String(latency)],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`contract server exited (${code})`)));
    child.stdout.on('data', (chunk) => String(chunk).includes('backend on') && resolve());
  });
  const stop = () => child.kill();
  process.on('exit', stop);
  return {
    stop,
    setLatency: (ms) =>
      new Promise((resolve, reject) =>
        request(`${API}/bench/latency/${ms}`, { method: 'PUT' }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
          .on('error', reject)
          .end(),
      ),
  };
}

/**
 * Serves each build on its own port, from BENCH_APP_PORT on (default 4181: end-to-end suites of
 * other worktrees may be on the ports below).
 */
export async function startApps() {
  const apps = {};
  let port = Number(process.env.BENCH_APP_PORT) || 4181;
  for (const [name, outDir] of Object.entries(OUT)) {
    if (name === 'server') continue;
    await assertPortFree(port);
    apps[name] = await startPreview({ outDir, port: port++ });
  }
  return apps;
}
