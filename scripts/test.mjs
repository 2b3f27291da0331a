#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first that fails, then the
// time each took (CI's log shows where its minutes go). Run one phase alone with its own script.
import { spawnSync } from 'node:child_process';

const PHASES = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['unit', 'test:unit'],
  ['browser check', 'test:browser-check'],
  ['budget', 'test:budget'],
  ['e2e', 'test:e2e'],
  // The suite as QA runs it on a staging server, against the contract-only backend and the
  // build the demo run just made (playwright.staging.config.ts).
  ['e2e staging', 'test:staging:local'],
];

const times = [];
let failed;
for (const [name, script] of PHASES) {
  const start = Date.now();
  const { status, signal } = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit' });
  times.push([name, (Date.now() - start) / 1000]);
  if (status !== 0) {
    failed = `${name} (npm run ${script}) ${signal ? `stopped by ${signal}` : `exited ${status}`}`;
    break;
  }
}

console.log('\nPhase times:');
for (const [name, seconds] of times)
  console.log(`  ${name.padEnd(14)} ${seconds.toFixed(1).padStart(7)} s`);
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`  ${'total'.padEnd(14)} ${total.toFixed(1).padStart(7)} s`);
if (failed) {
  console.error(`\nFailed: ${failed}`);
  process.exit(1);
}
