// The slowest tests of a run, as both test runners' reporters print them (e2e/support/slowest.ts,
// src/test/slowest-reporter.ts) and as `npm test` sums them up at its end (scripts/test.mjs): a
// test that grows slow is seen the day it does, before a slower machine turns it into a timeout.
import { writeFileSync } from 'node:fs';

/** How many of the slowest tests a run names. */
export const SHOWN = 10;

/**
 * A test may take at most this share of its time limit on the machine the suite is sized on: a
 * machine three times slower still passes. Tests above it are named after the ten slowest.
 */
export const SHARE_OF_LIMIT = 0.25;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The report's lines for `tests` ({ title, ms, limitMs }): the ten slowest, then every test that
 * took more than a quarter of its limit.
 */
export function slowestLines(run, tests) {
  const total = tests.reduce((sum, test) => sum + test.ms, 0);
  const sorted = [...tests].sort((a, b) => b.ms - a.ms);
  const line = (test) =>
    `  ${seconds(test.ms).padStart(8)} of ${seconds(test.limitMs).padStart(7)}  ${test.title}`;
  const lines = [
    `\nThe ${Math.min(SHOWN, tests.length)} slowest tests of ${run} (${tests.length} run, ${seconds(total)} in all):`,
    ...sorted.slice(0, SHOWN).map(line),
  ];
  const near = sorted.filter((test) => test.limitMs > 0 && test.ms > test.limitMs * SHARE_OF_LIMIT);
  if (near.length > 0)
    lines.push(
      `  ${near.length} above a quarter of their limit (make them shorter, or split them):`,
      ...near.map(line),
    );
  return lines;
}

/**
 * Leaves the run's tests where `npm test` reads them (the file TEST_TIMES names, when set), and
 * answers the lines to print.
 */
export function reportSlowest(run, tests) {
  const file = process.env.TEST_TIMES;
  if (file) writeFileSync(file, JSON.stringify(tests));
  return slowestLines(run, tests);
}
