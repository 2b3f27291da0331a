import { rmSync, writeFileSync } from 'node:fs';
import { compare, GUARD_FILE_ENV } from './support/guard';
import { removeRunLabStatuses } from './support/lab';
import { API_ENV, signInToApi } from './support/run-api';

/**
 * After the last test: removes what the run shared (support/lab.ts), then, where the global
 * setup read the server's records, reads them again and fails the run on any that changed or
 * went, and on any the run made and left there (its mark in their content).
 */
export default async function globalTeardown() {
  const apiUrl = process.env[API_ENV];
  if (!process.env.E2E_BASE_URL || !apiUrl) return;
  const api = await signInToApi(apiUrl);
  const unremoved = await removeRunLabStatuses(api);
  const file = process.env[GUARD_FILE_ENV];
  if (!file) {
    if (unremoved.length) throw new Error(unremoved.join('\n'));
    return;
  }
  const { compared, problems, left } = await compare(api, file, `Pw${process.env.E2E_RUN_ID}`);
  left.push(...unremoved);
  rmSync(file, { force: true });
  // For a run whose tests may fail by design (scripts/test-staging-guard.mjs): the verdict.
  const result = process.env.E2E_GUARD_RESULT;
  if (result) writeFileSync(result, JSON.stringify({ compared, problems, left }));
  const lines = [
    ...(problems.length
      ? [`The run changed ${problems.length} of the ${compared} records on the server before it:`]
      : []),
    ...problems.slice(0, 20),
    ...(left.length ? [`The run left ${left.length} records of its own on the server:`] : []),
    ...left.slice(0, 20),
  ];
  if (lines.length) throw new Error(lines.join('\n'));
  console.log(`Guard: the ${compared} records on the server before the run are unchanged.`);
}
