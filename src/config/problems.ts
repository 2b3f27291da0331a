/**
 * One thing wrong with `config.json`: where, and an `errors:config.problems.*` key. Found by the
 * start's check (`app/config-check.ts`), said by the configuration screen.
 */
export interface ConfigProblem {
  path: string;
  problem: string;
  values?: Record<string, string>;
}
