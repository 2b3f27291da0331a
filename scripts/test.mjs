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
 * the contract-only backend and the build the e2e build step made), once per profile of that
 * backend (src/mocks/literal/profiles.ts), with ports of its own, one worker each: each runs at
 * the end of a lane below, so that the two profiles and the lanes' other phases keep two
 * processes on two cores, and one lane's end (the unit run's, the strict run's) leaves no core
 * idle while the other finishes. The lenient run, in the unit run's lane, waits for the build.
 */
const STAGING_RUN = (name, env, min) => [
  name,
  'test:staging:local',
  env,
  ['--workers=1'],
  { after: 'e2e build', min },
];
/**
 * The lenient profile's run is on `capped`: the lenient server with two variants more (a filter
 * that finds nothing answers every record, and pages hold at most 100 rows), so that the third
 * profile runs every test the lenient one did, at no time more. `lenient` alone differs from
 * `capped` only where `strict` answers as it does (an empty list, whole pages).
 */
const CAPPED = STAGING_RUN('e2e staging capped', { E2E_LITERAL_PROFILE: 'capped' }, 50);
const STRICT = STAGING_RUN(
  'e2e staging strict',
  { E2E_LITERAL_PROFILE: 'strict', E2E_STAGING_PORT: '4176', E2E_STAGING_API_PORT: '4417' },
  52,
);

/**
 * [phase, npm script, environment, arguments, { after, min }]. A step is one phase, or lanes that
 * run side by side, each a list of phases run one after another (a lane stops at its first
 * failure; a phase `after` another waits for it, and fails if it did; a phase that ran fewer
 * than `min` tests fails: a gate that passes having run next to nothing proves nothing). Two lanes for CI's two cores: the
 * unit run, then the capped staging run; and one that checks types, lints, weighs the list
 * screens in a production build, builds what the browser suites run against (E2E_BUILT=1: they
 * start at once), then the strict staging run. Then the demo's browser suite, two workers. The
 * unit run keeps Vitest's one worker on two cores: with two beside the other lane, the step was
 * 11 s shorter but three processes shared two cores and two unit tests went above a quarter of
 * their limit.
 */
const STEPS = [
  ['browser check', 'test:browser-check'],
  {
    lanes: [
      [['unit', 'test:unit', {}, [], { min: 1480 }], CAPPED],
      [
        ['typecheck', 'typecheck'],
        ['lint', 'lint'],
        ['budget', 'test:budget'],
        ['e2e build', 'test:e2e:build'],
        STRICT,
      ],
    ],
  },
  ['e2e', 'test:e2e', { E2E_BUILT: '1' }, [], { min: 240 }],
];

const times = join(mkdtempSync(join(tmpdir(), 'clinic-admin-test-')), 'times');
const timesOf = (name) => `${times}-${name.replace(/\W+/g, '-')}.json`;

/**
 * Why a phase that passed has not, when it ran fewer tests than its `min` (a test's lost
 * `@server` tag, a file no longer found): the count is of the tests each run's reporter says it
 * ran (TEST_TIMES, scripts/slowest.mjs), skipped ones not counted.
 */
function tooFew(name, min) {
  if (!min) return undefined;
  const file = timesOf(name);
  const ran = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).length : 0;
  return ran < min
    ? `${name} ran ${ran} tests, fewer than the ${min} it expects (scripts/test.mjs)`
    : undefined;
}

/** Runs one phase; beside other lanes, its output is held until it ends. */
function run([name, script, env = {}, args = [], { min } = {}], alone) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script, ...(args.length ? ['--', ...args] : [])], {
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
          ? tooFew(name, min)
          : `${name} (npm run ${script}) ${signal ? `stopped by ${signal}` : `exited ${status}`}`;
      resolve({ name, seconds, failed, beside: !alone });
    });
  });
}

/** Each phase's result once it has ended, for the phases that wait for it (`after`). */
const ended = new Map();
const endOf = (name) => {
  if (!ended.has(name)) {
    let settle;
    ended.set(name, Object.assign(new Promise((done) => (settle = done)), { settle }));
  }
  return ended.get(name);
};

/** Runs a lane's phases one after another, up to the first that fails. */
async function runLane(lane, alone) {
  const results = [];
  for (const phase of lane) {
    const after = phase[4]?.after;
    const awaited = after ? await endOf(after) : undefined;
    const result = awaited?.failed
      ? { name: phase[0], seconds: 0, failed: `${phase[0]}: ${after} did not pass`, beside: !alone }
      : await run(phase, alone);
    endOf(phase[0]).settle(result);
    results.push(result);
    if (result.failed) break;
  }
  // A phase this lane never reached has not passed, for whoever waits for it.
  for (const phase of lane)
    if (!results.some((r) => r.name === phase[0]))
      endOf(phase[0]).settle({ failed: 'not reached' });
  return results;
}

const phases = [];
let wall = 0;
let failed;
for (const step of STEPS) {
  const lanes = Array.isArray(step) ? [[step]] : step.lanes;
  const start = Date.now();
  const results = (
    await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)))
  ).flat();
  wall += (Date.now() - start) / 1000;
  phases.push(...results);
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
