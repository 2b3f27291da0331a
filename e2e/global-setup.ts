import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_ENV, type DeploymentConfig } from './support/deployment';
import { GUARD_ENV, GUARD_FILE_ENV, saveSnapshot, snapshot, withoutId } from './support/guard';
import { RUN_LAB_ENV, runLabStatuses } from './support/lab';
import { API_ENV, apiOfApp, signInToApi } from './support/run-api';

/**
 * Runs once before the workers start; what it puts in process.env they inherit.
 *
 * Against a deployment (E2E_BASE_URL), it reads that deployment's config.json as the app does
 * (no file, or the app's page answered in its place, means none) so tests know its extensions,
 * words and field names, and says in the log what it found and the run's id. It finds the API
 * (config.json's `apiUrl`, else E2E_API_URL, else where the sign-in page posts: none stops the
 * run), makes what the run shares (a lab stage the server lacks: support/lab.ts), and, unless
 * E2E_GUARD=0, reads every record the server holds, so that the teardown can prove the run
 * changed none of them (support/guard.ts).
 */
export default async function globalSetup() {
  const base = process.env.E2E_BASE_URL;
  if (!base) return;
  if (!process.env.E2E_PHONE || !process.env.E2E_PASSWORD)
    throw new Error('E2E_BASE_URL is set: E2E_PHONE and E2E_PASSWORD must name an account there.');
  const config = await readConfig(new URL('config.json', base.endsWith('/') ? base : `${base}/`));
  process.env[CONFIG_ENV] = JSON.stringify(config);
  const extensions = process.env.E2E_EXTENSIONS ?? (config.extensions ?? []).join(', ');
  const apiUrl = config.apiUrl ?? process.env[API_ENV] ?? (await apiOfApp(base));
  process.env[API_ENV] = apiUrl;
  console.log(
    `Staging run ${process.env.E2E_RUN_ID} against ${base}` +
      ` (API ${apiUrl}; extensions: ${extensions || 'none'};` +
      ` words mapped for ${Object.keys(config.values ?? {}).join(', ') || 'no area'})`,
  );
  const api = {
    ...(await signInToApi(apiUrl)),
    extensions: extensions.split(/[\s,]+/).filter(Boolean),
  };
  if (process.env[GUARD_ENV] === '0')
    console.warn(
      'Guard: OFF (E2E_GUARD=0). Nothing proves this run left the server’s records as they were.',
    );
  else {
    const file = join(tmpdir(), `clinic-admin-guard-${process.env.E2E_RUN_ID}.json`);
    const taken = await snapshot(api);
    saveSnapshot(file, taken);
    process.env[GUARD_FILE_ENV] = file;
    const count = Object.values(taken).reduce((n, area) => n + Object.keys(area).length, 0);
    const anonymous = withoutId(taken);
    console.log(
      `Guard: ${count} records read before the run; the run must leave each as it is.` +
        (anonymous ? ` ${anonymous} of them have no id: each is known by its whole content.` : ''),
    );
  }
  process.env[RUN_LAB_ENV] = JSON.stringify(await runLabStatuses(api));
}

async function readConfig(url: URL): Promise<DeploymentConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) return {};
  const text = await response.text();
  if (!text.trim() || text.trimStart().startsWith('<')) return {};
  try {
    return JSON.parse(text) as DeploymentConfig;
  } catch {
    throw new Error(`${url} is not JSON: the app would not start there either.`);
  }
}
