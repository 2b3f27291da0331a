import type { UserConfig } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Measurements that run on the demo backend in Node (msw/node), outside the test suite:
 * `npm run bench:fetch-all`. They print figures and assert nothing about time.
 */
export default defineConfig((env) => {
  const config: UserConfig = mergeConfig(
    typeof viteConfig === 'function' ? viteConfig(env) : viteConfig,
    {},
  );
  // Replace (not merge with) the suite's include list and its projects: only the measurements run.
  const { projects: _suiteProjects, ...suite } = config.test ?? {};
  void _suiteProjects;
  config.test = {
    ...suite,
    include: ['bench/**/*.measure.ts'],
    testTimeout: 300_000,
    reporters: ['default'],
  };
  return config;
});
