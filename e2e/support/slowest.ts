import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { reportSlowest } from '../../scripts/slowest.mjs';

/**
 * A reporter that ends the run with its ten slowest tests, each beside its time limit, and every
 * test that took more than a quarter of its limit (scripts/slowest.mjs): the suite is sized so
 * that a machine three times slower than the one it was measured on still passes.
 */
export default class Slowest implements Reporter {
  private readonly tests = new Map<string, { title: string; ms: number; limitMs: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') return;
    const file = test.location.file.split(/[\\/]/).pop() ?? '';
    const title = [file, ...test.titlePath().slice(3)].join(' › ');
    // A test's slowest run counts (there are no retries; --repeat-each may run it more than once).
    const earlier = this.tests.get(test.id);
    if (!earlier || earlier.ms < result.duration)
      this.tests.set(test.id, { title, ms: result.duration, limitMs: test.timeout });
  }

  onEnd(_result: FullResult) {
    if (this.tests.size === 0) return;
    const run = process.env.E2E_BASE_URL
      ? `the run against ${process.env.E2E_BASE_URL}`
      : 'the run';
    console.log(reportSlowest(run, [...this.tests.values()]).join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
