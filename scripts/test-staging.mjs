#!/usr/bin/env node
// `npm run test:staging`: the end-to-end suite against a deployment of the app, as QA runs it on
// their staging server (README "Running the end-to-end suite against another deployment (QA)").
//
//   E2E_BASE_URL=https://staging.clinic.example E2E_PHONE=… E2E_PASSWORD=… npm run test:staging
//
// Arguments go to `playwright test` (a spec file, --grep, --workers…). Without E2E_BASE_URL, see
// `npm run test:staging:local`: the same run against the contract-only backend, as CI does. The
// guard (e2e/support/guard.ts) is on: the run fails if any record that was on the server before
// it changed or went, or if it left one of its own (docs/testing.md, "What the guard promises").
import { spawnSync } from 'node:child_process';

const missing = ['E2E_BASE_URL', 'E2E_PHONE', 'E2E_PASSWORD'].filter((name) => !process.env[name]);
if (missing.length) {
  console.error(
    `test:staging runs the suite against a deployment: set ${missing.join(', ')}.\n` +
      '  E2E_BASE_URL  the app’s address (its config.json is read from there)\n' +
      '  E2E_PHONE, E2E_PASSWORD  an account there that may create and delete records\n' +
      '  E2E_API_URL   the API, where config.json names none (else found by signing in once)\n' +
      'Against the contract-only backend of this checkout instead: npm run test:staging:local',
  );
  process.exit(2);
}
const { status, signal } = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(status ?? (signal ? 1 : 0));
