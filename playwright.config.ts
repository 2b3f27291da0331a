import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/browser.mjs';
import { demoBuildCommand, E2E_BUILD_ENV } from './scripts/e2e-build.mjs';
import { serverTests } from './e2e/support/selection';

/**
 * End-to-end suite in Chromium. By default it builds the demo app and serves it with
 * `vite preview`; set E2E_BASE_URL to run the same suite against another deployment (a staging
 * server with a real backend), with E2E_PHONE / E2E_PASSWORD naming an account there
 * (`npm run test:staging`, README "Running the end-to-end suite against another deployment").
 */
const external = process.env.E2E_BASE_URL;
// One id for the whole run, in letters: every record a test makes is named after it. Set here,
// in the runner's process, before the workers start: they inherit it.
process.env.E2E_RUN_ID ??= Array.from({ length: 5 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
).join('');
// E2E_PORT / E2E_OUT_DIR let two suites run side by side on one machine (default: 4173, dist/).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
// The contract-only backend (src/mocks/literal) as an HTTP server of its own, which specs point
// the demo build at through config.json (e2e/support/contract-backend.ts).
const LITERAL_PORT = Number(process.env.E2E_LITERAL_PORT ?? 4412);

/**
 * Chromium as this project starts it (scripts/browser.mjs), with V8 kept to its first two tiers
 * (the interpreter and Sparkplug). A test's page lives a few seconds: Maglev and TurboFan spent
 * the second core compiling code for runs that end before it pays, and a page's start took a
 * tenth more CPU with them (docs/testing.md). Only the suite runs so; the benchmark and
 * Lighthouse measure the browser as users have it.
 */
const launchOptions = (() => {
  const options = chromiumLaunchOptions();
  return { ...options, args: [...(options.args ?? []), '--js-flags=--max-opt=1'] };
})();

export default defineConfig({
  testDir: './e2e',
  // Against a deployment, the tests whose outcome depends on its server (e2e/support/selection.ts).
  ...(external ? serverTests() : {}),
  // Reads a deployment's config.json (its extensions and words) before the workers start.
  globalSetup: './e2e/global-setup.ts',
  // Removes what the run shared and, with E2E_GUARD=1, proves it changed nothing it did not make.
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A test that fails once is a bug to find (in the app or the test), not something to retry.
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The skipped tests, grouped by the reason each gives, close the run (e2e/support/skip-reasons.ts),
  // then its ten slowest tests and any above a quarter of its limit (e2e/support/slowest.ts).
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    ['./e2e/support/skip-reasons.ts'],
    ['./e2e/support/slowest.ts'],
  ],
  use: {
    baseURL: external ?? `http://127.0.0.1:${PORT}`,
    // Kept for failed tests, except in CI, where the run is CPU-bound and recording every action's
    // DOM snapshot (to throw it away when the test passes) cost 8% of its CPU: there a failure
    // keeps its screenshot and its error, and E2E_TRACE=1 brings the trace back. Never with the
    // screencast: its frames, JPEG-encoded all the while every test runs, cost a third.
    trace:
      process.env.CI && !process.env.E2E_TRACE
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false },
    // As a user who asked their system for less motion (the theme honours it): no transition to
    // wait for before a click, and no frames of it to draw (6% of the suite's CPU).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: external
    ? undefined
    : [
        {
          // The demo build (`npm run build:demo`, its environment in scripts/e2e-build.mjs):
          // `npm run build` is the production build, which names no backend here and says so
          // (e2e/production-build.spec.ts). `npm test` builds it ahead, beside the unit run, and
          // says so with E2E_BUILT=1: then this only serves it.
          command: `${process.env.E2E_BUILT ? '' : `${demoBuildCommand(OUT_DIR)} && `}npx vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort --host 127.0.0.1`,
          url: `http://127.0.0.1:${PORT}`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
          env: E2E_BUILD_ENV,
        },
        {
          // Built when its sources changed; answers at once, on the seed's reference day too.
          command: `node scripts/backend-server.mjs --backend literal --port ${LITERAL_PORT} --latency 0 --dates fixed`,
          // Any answer means it listens (401: no token).
          url: `http://127.0.0.1:${LITERAL_PORT}/api/tickets/count`,
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
        },
      ],
});
