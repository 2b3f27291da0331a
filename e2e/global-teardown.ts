import { rmSync, writeFileSync } from 'node:fs';
import { CONFIG_ENV, type DeploymentConfig } from './support/deployment';
import { compare, GUARD_FILE_ENV } from './support/guard';
import { removeRunLabStatuses } from './support/lab';
import { signInToApi } from './support/run-api';

/**
 * After the last test: removes what the run shared (support/lab.ts), then, where the global
 * setup read the server's records (E2E_GUARD=1), reads them again and fails the run on any that
 * changed or went.
 */
export default async function globalTeardown() {
  if (!process.env.E2E_BASE_URL) return;
  const config = JSON.parse(process.env[CONFIG_ENV] || '{}') as DeploymentConfig;
  const api = await signInToApi(config.apiUrl ?? process.env.E2E_API_URL);
  if (!api) return;
  await removeRunLabStatuses(api);
  const file = process.env[GUARD_FILE_ENV];
  if (!file) return;
  const { compared, problems } = await compare(api, file);
  rmSync(file, { force: true });
  // For a run whose tests may fail by design (scripts/test-staging-guard.mjs): the verdict.
  const result = process.env.E2E_GUARD_RESULT;
  if (result) writeFileSync(result, JSON.stringify({ compared, problems }));
  if (problems.length)
    throw new Error(
      `The run changed ${problems.length} of the ${compared} records that were on the server ` +
        `before it:\n${problems.slice(0, 20).join('\n')}`,
    );
  console.log(`Guard: the ${compared} records on the server before the run are unchanged.`);
}
