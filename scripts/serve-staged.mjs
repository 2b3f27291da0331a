#!/usr/bin/env node
// Serves a build as an operator deploys it (README "One build for every deployment"): a copy of
// the build, with the config.json and the narrowed Content-Security-Policy that
// scripts/configure-deployment.mjs writes, served by `vite preview`. The staging run of the
// end-to-end suite (playwright.staging.config.ts) points it at the contract-only backend.
//
//   DEPLOYMENT_CONFIG='{"apiUrl":"http://127.0.0.1:4416",…}' \
//     node scripts/serve-staged.mjs --from dist --to dist-staging --port 4175
//
// The build in --from is reused as it is (the demo run of the suite has just made it); only
// when there is none is it built, as playwright.config.ts builds it.
import { execSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { configureDeployment } from './configure-deployment.mjs';

const VITE_BIN = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const from = option('from', 'dist');
const to = option('to', 'dist-staging');
const port = option('port', '4175');
const { apiUrl, ...config } = JSON.parse(process.env.DEPLOYMENT_CONFIG ?? '{}');
if (!apiUrl) throw new Error('DEPLOYMENT_CONFIG must name the apiUrl');

if (!existsSync(join(from, 'index.html'))) {
  console.log(`No build in ${from}: building the end-to-end demo build there.`);
  execSync(`npx vite build --mode demo --outDir ${from} --logLevel warn`, {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_URL: '',
      VITE_DEMO_LATENCY_MS: '0',
      VITE_DEMO_DATES: 'fixed',
      VITE_CSP_CONNECT_SRC: '',
    },
  });
} else {
  console.log(`Serving the build in ${from} of ${statSync(join(from, 'index.html')).mtime}.`);
}
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
const out = configureDeployment(readFileSync(join(to, 'index.html'), 'utf8'), { apiUrl, config });
writeFileSync(join(to, 'index.html'), out.html);
writeFileSync(join(to, 'config.json'), `${JSON.stringify(out.config, null, 2)}\n`);

// Vite straight from node_modules (no npx or shell between): a signal to this process reaches it.
const preview = spawn(
  process.execPath,
  [VITE_BIN, 'preview', '--outDir', to, '--port', port, '--strictPort', '--host', '127.0.0.1'],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
preview.on('exit', (code) => process.exit(code ?? 0));
