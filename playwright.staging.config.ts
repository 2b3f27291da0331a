import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { serverTests } from './e2e/support/selection';
import { isLiteralProfile, LITERAL_PROFILES } from './src/mocks/literal/profiles';
import { LITERAL_WORDS } from './src/mocks/literal/words';

/**
 * The suite in its staging mode (`npm run test:staging`) against a staging deployment of our own,
 * as CI runs it (`npm run test:staging:local`): the contract-only backend (src/mocks/literal, no
 * extension, words of its own) served as its own HTTP server, and the demo run's build deployed
 * beside it as an operator would, with a config.json naming that API and mapping its words, and
 * the policy narrowed to it (scripts/serve-staged.mjs). Nothing else differs from a run against
 * someone's staging server.
 *
 * `E2E_LITERAL_PROFILE` picks how that backend answers what SPEC §7 leaves open
 * (src/mocks/literal/profiles.ts; CI runs `capped` and `strict`). A deployment whose backend
 * reads a patient's one `name` declares it (`search.customers: "name"`), the strict one declares
 * nothing, so both of the app's ways to search run. The run reads every record before the first
 * test and fails if any has changed after the last, or if it left one of its own
 * (e2e/support/guard.ts).
 */
const APP_PORT = Number(process.env.E2E_STAGING_PORT ?? 4175);
const API_PORT = Number(process.env.E2E_STAGING_API_PORT ?? 4416);
const api = `http://127.0.0.1:${API_PORT}`;
const profile = process.env.E2E_LITERAL_PROFILE ?? 'lenient';
if (!isLiteralProfile(profile)) throw new Error(`E2E_LITERAL_PROFILE: no profile "${profile}".`);
/** The profiles of a forgiving server (`capped` is `lenient` with two variants more). */
const forgiving = profile === 'lenient' || profile === 'capped';
const deployment = {
  apiUrl: api,
  values: LITERAL_WORDS,
  ...(LITERAL_PROFILES[profile].nameSearch && { search: { customers: 'name' } }),
};

// Read by the workers, which start after this: the staging mode, and the demo's account, which
// the contract-only backend has too.
process.env.E2E_BASE_URL = `http://127.0.0.1:${APP_PORT}`;
process.env.E2E_PHONE = '0700000001';
process.env.E2E_PASSWORD = 'demo1234';
// The guard, on against every server, may not be turned off against our own.
process.env.E2E_GUARD = '1';

export default defineConfig({
  ...base,
  // The tests whose outcome depends on the server (e2e/support/selection.ts); on a profile
  // after the first, only those a profile can change; each area's own flow on exacting ones.
  ...serverTests({ settled: forgiving, exacting: !forgiving }),
  use: { ...base.use, baseURL: process.env.E2E_BASE_URL },
  // Its own, so that the profiles' runs may go side by side (scripts/test.mjs).
  outputDir: `test-results/staging-${profile}`,
  webServer: [
    {
      // Fixed dates: the build the demo run's contract specs start is reused as it is.
      command: `node scripts/backend-server.mjs --backend literal --profile ${profile} --port ${API_PORT} --latency 0 --dates fixed`,
      url: `${api}/api/tickets/count`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `node scripts/serve-staged.mjs --from ${process.env.E2E_OUT_DIR ?? 'dist'} --to dist-staging-${profile} --port ${APP_PORT}`,
      url: process.env.E2E_BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: { DEPLOYMENT_CONFIG: JSON.stringify(deployment) },
    },
  ],
});
