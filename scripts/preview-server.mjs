// Serves a build with `vite preview` for a measurement, and makes sure it stops: when the caller
// calls stop(), and also when the process exits or is interrupted before that (a failed launch, a
// thrown assertion, Ctrl+C). Vite runs straight from node_modules, with no npx or shell between,
// in a process group of its own, so stopping it leaves nothing behind.
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const VITE_BIN = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

const running = new Set();
const stopAll = () => {
  for (const stop of running) stop();
};
let hooked = false;
function hookExit() {
  if (hooked) return;
  hooked = true;
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      stopAll();
      process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
    });
}

/** Node's own HTTP client: under Vitest, `fetch` belongs to the demo backend (msw/node). */
const answers = (origin) =>
  new Promise((resolve) =>
    get(origin, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    }).on('error', () => resolve(false)),
  );

/** Starts `vite preview` of `outDir` on 127.0.0.1:`port`; resolves once it answers. */
export async function startPreview({ outDir = 'dist', port, timeoutMs = 15_000 }) {
  hookExit();
  const child = spawn(
    process.execPath,
    [
      VITE_BIN,
      'preview',
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    running.delete(stop);
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  running.add(stop);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline && !exited) {
    if (await answers(origin)) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`vite preview of ${outDir} did not answer on ${origin}`);
}
