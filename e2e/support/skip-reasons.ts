import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * A reporter that ends the run with its skipped tests grouped by the reason each gave
 * (`demoOnly`, `needs`, `test.skip`), so that QA reads at a glance what a staging run left out
 * and why: "demo only: …" needs the demo backend, "needs the server's … extension" names what
 * the deployment lacks.
 */
export default class SkipReasons implements Reporter {
  private readonly reasons = new Map<string, string[]>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== 'skipped') return;
    const annotations = [...test.annotations, ...(result.annotations ?? [])];
    const reason =
      annotations.find((a) => a.type === 'skip' && a.description)?.description ?? '(no reason)';
    const file = test.location.file.split(/[\\/]/).pop() ?? '';
    this.reasons.set(reason, [...(this.reasons.get(reason) ?? []), `${file}: ${test.title}`]);
  }

  onEnd(_result: FullResult) {
    if (this.reasons.size === 0) return;
    const count = [...this.reasons.values()].reduce((sum, tests) => sum + tests.length, 0);
    const lines = [`\nSkipped, by reason (${count}):`];
    for (const [reason, tests] of [...this.reasons].sort((a, b) => b[1].length - a[1].length)) {
      lines.push(`  ${tests.length} × ${reason}`);
      for (const test of tests) lines.push(`      ${test}`);
    }
    console.log(lines.join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
