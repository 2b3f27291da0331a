#!/usr/bin/env node
// What the end-to-end suite runs against, built ahead: the demo build (`vite build --mode demo`
// with the environment below) and the contract-only backend's server. Playwright's web servers
// build both themselves when they start (playwright.config.ts); `npm test` builds them here
// instead, beside the unit run, which leaves a core idle, and then starts the suite with
// E2E_BUILT=1 so that its web server only serves what was built.
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildBackendServer } from './backend-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The demo build's environment. The demo answers at once: a test about a loading state sets its
 * own latency (e2e/support/fixtures: `demoLatency`), so no other test waits 300 ms a call for
 * nothing. Seeded dates stay on the seed's reference day: specs read seeded values by date. No
 * VITE_CSP_CONNECT_SRC: built as a release is, so config.json may name any API
 * (e2e/real-backend.spec.ts, and the contract-only backend).
 */
export const E2E_BUILD_ENV = {
  VITE_API_URL: '',
  VITE_DEMO_LATENCY_MS: '0',
  VITE_DEMO_DATES: 'fixed',
  VITE_CSP_CONNECT_SRC: '',
};

/** The command that builds the demo app into `outDir`. */
export const demoBuildCommand = (outDir) => `npx vite build --mode demo --outDir ${outDir}`;

/**
 * `npm run build` given no backend (no VITE_API_URL), as a host deploys it without a config.json:
 * e2e/production-build.spec.ts proves it says so and never runs the demo. Built here, beside the
 * unit run, rather than inside the test, where it took the browser suite's CPU.
 */
export const UNCONFIGURED_DIR = 'dist-unconfigured';
export const unconfiguredBuildCommand = (outDir) =>
  `npx vite build --outDir ${outDir} --emptyOutDir`;

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = process.env.E2E_OUT_DIR ?? 'dist';
  execSync(`${demoBuildCommand(outDir)} --logLevel warn`, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...E2E_BUILD_ENV },
  });
  execSync(`${unconfiguredBuildCommand(UNCONFIGURED_DIR)} --logLevel warn`, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_URL: '' },
  });
  // Fixed dates, as the suite's web server starts it.
  buildBackendServer({ dates: 'fixed' });
  console.log(
    `Built the demo app into ${outDir}/, the production build given no backend into ` +
      `${UNCONFIGURED_DIR}/ and the contract-only backend's server.`,
  );
}
