#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first step that fails, then
// the time each took and the slowest tests of each run (CI's log shows where its minutes go and
// which test is growing slow). Run one phase alone with its own script.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slowestLines } from './slowest.mjs';

/**
 * The suite in its staging mode (playwright.staging.config.ts: the tests tagged @server, against
 * the contract-only backend and the build the demo run just made), once per profile of that
 * backend (src/mocks/literal/profiles.ts): another profile is one more line.
 */
const STAGING = [
  ['e2e staging', { E2E_LITERAL_PROFILE: 'lenient' }],
  ['e2e staging strict', { E2E_LITERAL_PROFILE: 'strict' }],
];

/**
 * [phase, npm script, environment]; a list of phases in one step runs them side by side: each
 * leaves a core of CI's two idle on its own.
 */
const STEPS = [
  [
    ['typecheck', 'typecheck'],
    ['lint', 'lint'],
  ],
  ['browser check', 'test:browser-check'],
  // The unit run uses one worker on two cores; the budget's production build fills the other.
  [
    ['unit', 'test:unit'],
    ['budget', 'test:budget'],
  ],
  ['e2e', 'test:e2e'],
  ...STAGING.map(([name, env]) => [name, 'test:staging:local', env]),
];

const times = join(mkdtempSync(join(tmpdir(), 'clinic-admin-test-')), 'times');
const timesOf = (name) => `${times}-${name.replace(/\W+/g, '-')}.json`;

/** Runs one phase; side by side with others, its output is held until it ends. */
function run([name, script, env = {}], alone) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env, TEST_TIMES: timesOf(name) },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      const seconds = (Date.now() - start) / 1000;
      if (!alone) {
        process.stdout.write(`\n[${name}: npm run ${script}, ${seconds.toFixed(1)} s]\n`);
        process.stdout.write(Buffer.concat(output));
      }
      const failed =
        status === 0
          ? undefined
          : `${name} (npm run ${script}) ${signal ? `stopped by ${signal}` : `exited ${status}`}`;
      resolve({ name, seconds, failed });
    });
  });
}

const phases = [];
let wall = 0;
let failed;
for (const step of STEPS) {
  const group = typeof step[0] === 'string' ? [step] : step;
  const start = Date.now();
  const results = await Promise.all(group.map((phase) => run(phase, group.length === 1)));
  wall += (Date.now() - start) / 1000;
  phases.push(...results.map((result) => ({ ...result, beside: group.length > 1 })));
  failed = results.find((result) => result.failed)?.failed;
  if (failed) break;
}

console.log('\nPhase times:');
for (const { name, seconds, beside } of phases)
  console.log(
    `  ${name.padEnd(22)} ${seconds.toFixed(1).padStart(7)} s${beside ? '  (side by side)' : ''}`,
  );
console.log(`  ${'total'.padEnd(22)} ${wall.toFixed(1).padStart(7)} s`);

for (const { name } of phases) {
  const file = timesOf(name);
  if (!existsSync(file)) continue;
  console.log(slowestLines(name, JSON.parse(readFileSync(file, 'utf8'))).join('\n'));
}
rmSync(join(times, '..'), { recursive: true, force: true });

if (failed) {
  console.error(`\nFailed: ${failed}`);
  process.exit(1);
}
