// Serves the demo backend or the contract-only backend over HTTP on 127.0.0.1 (README "The
// contract-only backend"), building the server first when its sources changed:
//
//   node scripts/backend-server.mjs --backend literal --port 4412 [--latency 0] [--dates fixed]
//                                   [--profile lenient|strict|careless]
//
// --backend demo|literal (default demo), --port (default 4411), --profile (the contract-only
// backend's answers where SPEC §7 is silent: src/mocks/literal/profiles.ts; default lenient),
// --latency in ms per answer
// (default 300), --dates rolling|fixed (default rolling: the seed's day is today; fixed keeps
// 2026-11-20, as the end-to-end build does). Prints "<backend> backend on http://…" when ready.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = 'src/mocks/http-server.ts';
/** What the server is built from besides `src/` (tests aside). */
const INPUTS = [
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/backend-server.mjs',
];

/** The newest modification time among the server's sources. */
function newestSource() {
  const sources = readdirSync(join(ROOT, 'src'), { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|tsx|json)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join('src', file));
  return Math.max(
    ...[...sources, ...INPUTS].map(
      (file) => statSync(join(ROOT, file), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    ),
  );
}

/**
 * Builds the server into `outDir` (default `dist-server/<dates>`) unless it is newer than every
 * source, and answers the path of its entry. The dates are part of the build (import.meta.env).
 */
export function buildBackendServer({ dates = 'rolling', outDir, force = false } = {}) {
  if (!['rolling', 'fixed'].includes(dates)) throw new Error(`--dates rolling|fixed, not ${dates}`);
  const out = resolve(ROOT, outDir ?? `dist-server/${dates}`);
  const built = join(out, 'http-server.js');
  if (!force && existsSync(built) && statSync(built).mtimeMs >= newestSource()) return built;
  execSync(`npx vite build --ssr ${ENTRY} --outDir ${out} --emptyOutDir --logLevel warn`, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', VITE_API_URL: '', VITE_DEMO_DATES: dates },
  });
  return built;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const at = process.argv.indexOf('--dates');
  const built = buildBackendServer({ dates: at === -1 ? undefined : process.argv[at + 1] });
  // The server reads --backend, --profile, --port and --latency from this process's arguments.
  await import(pathToFileURL(built).href);
}
