#!/usr/bin/env node
// The suite's promise to a staging server, proved on the worst one it may meet
// (docs/testing.md, "The suite on someone else's server"): the contract-only backend in its
// `careless` profile, which ignores every column filter, so that a test that trusted a filter
// to find what to delete would delete other people's records. The staging run's tests that
// make, change and remove records on the server run against it; many fail there (the server
// ignores their filters), and that is not the question. The question is the guard's: every
// record that was on the server before the run is there after it, unchanged. This script exits
// with the guard's verdict, and 1 if the guard did not run. CI proves the same of the cleanup
// code alone, in a few seconds (src/mocks/literal/cleanup.test.ts); this is the whole suite's.
//
//   node scripts/test-staging-guard.mjs [playwright arguments]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const result = join(tmpdir(), `clinic-admin-guard-result-${process.pid}.json`);
rmSync(result, { force: true });
const run = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--config',
    'playwright.staging.config.ts',
    // The tests whose outcome depends on the server: those that make and remove records there.
    ...(process.argv.includes('--grep') ? [] : ['--grep', '@server']),
    '--reporter',
    'dot',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_LITERAL_PROFILE: 'careless',
      E2E_GUARD: '1',
      E2E_GUARD_RESULT: result,
      // Its own ports: the other staging runs may be serving theirs.
      E2E_STAGING_PORT: process.env.E2E_GUARD_PORT ?? '4177',
      E2E_STAGING_API_PORT: process.env.E2E_GUARD_API_PORT ?? '4418',
    },
  },
);
if (!existsSync(result)) {
  console.error(`\nGuard: no verdict (the run ended with ${run.status ?? run.signal} before it).`);
  process.exit(1);
}
const { compared, problems, left = [] } = JSON.parse(readFileSync(result, 'utf8'));
rmSync(result, { force: true });
console.log(
  `\nGuard, on a server that ignores every filter: the suite's tests ${run.status === 0 ? 'passed' : 'failed in part, as expected there'};`,
);
if (problems.length || left.length) {
  console.error(
    `${problems.length} of the ${compared} records there before the run changed or went; ` +
      `the run left ${left.length} of its own.`,
  );
  process.exit(1);
}
console.log(`every one of the ${compared} records there before the run is unchanged.`);
