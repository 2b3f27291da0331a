import type { Reporter, TestModule } from 'vitest/node';
import { reportSlowest } from '../../scripts/slowest.mjs';

/**
 * Ends a Vitest run with its ten slowest tests beside their time limit, and every test above a
 * quarter of it (scripts/slowest.mjs), as the end-to-end runs do.
 */
export default class SlowestReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const tests = modules.flatMap((module) =>
      [...module.children.allTests()].flatMap((test) => {
        const diagnostic = test.diagnostic();
        if (!diagnostic || test.result().state === 'skipped') return [];
        const file = module.moduleId.split(/[\\/]src[\\/]/).pop() ?? module.moduleId;
        return [
          {
            title: `${file} › ${test.fullName.replace(/ > /g, ' › ')}`,
            ms: diagnostic.duration,
            limitMs: test.options.timeout ?? module.project.config.testTimeout,
          },
        ];
      }),
    );
    if (tests.length > 0) console.log(reportSlowest('the unit run', tests).join('\n'));
  }
}
