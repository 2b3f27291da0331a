import type { Page } from '@playwright/test';
import { fromBackend, pathsOf, toBackend, type Rec } from './api';
import { readStoredSession } from './fixtures';
import { readArea, type Api } from './guard';
import { isExternal } from './deployment';
import type { TestClinic } from './records';

/**
 * The laboratory's statuses as the app reads a clinic's own (README "Laboratory", "Statuses are
 * the clinic's own"): a status's stage is its designed field `labStage`, else what its name says
 * in English or French; where several share a stage, the first by `order` is the one the app
 * writes. Restated here from the README, not imported from the app, so that a test checks the
 * app against the rule rather than against itself.
 */
type Stage = 'entry' | 'validation' | 'validated' | 'reported' | 'closed';

const NAMES: Record<Stage, RegExp> = {
  entry:
    /^(received|in analysis|rerun requested|re-?run|pending|re[çc]u|en analyse|[àa] refaire)$/i,
  validation: /^(awaiting validation|to validate|en attente de validation|[àa] valider)$/i,
  validated: /^(validated|valid[ée]e?)$/i,
  reported: /^(reported|sent|rendu|envoy[ée]e?|communiqu[ée]e?)$/i,
  closed: /^(rejected|cancelled|canceled|rejet[ée]e?|annul[ée]e?)$/i,
};
const STAGES = Object.keys(NAMES) as Stage[];

function stageOf(status: Record<string, unknown>): Stage | undefined {
  if (STAGES.includes(status.labStage as Stage)) return status.labStage as Stage;
  const name = typeof status.name === 'string' ? status.name.trim() : '';
  return STAGES.find((stage) => NAMES[stage].test(name));
}

/** The status ids the laboratory's screens use on this server, by stage. */
export interface LabStatuses {
  /** A status of results awaiting a value (the first of them). */
  entry: string;
  /** Where a value typed on the worksheet moves a result, and an un-validated one returns. */
  validation: string;
  /** Where validation moves a result. */
  validated: string;
}

/** What a stage's status is called where the server has none of it (its name says the stage). */
const MADE: Record<keyof LabStatuses, string> = {
  entry: 'Received',
  validation: 'Awaiting validation',
  validated: 'Validated',
};

/** Where the global setup leaves the statuses the run uses, and those it made (below). */
export const RUN_LAB_ENV = 'E2E_LAB_STATUSES';
interface RunLab {
  statuses: LabStatuses;
  made: string[];
}

/** The first status of each stage, by `order`, among `statuses` (the app's choice). */
function choose(statuses: Record<string, unknown>[]) {
  const ordered = [...statuses].sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
  const found: Partial<LabStatuses> = {};
  for (const stage of Object.keys(MADE) as (keyof LabStatuses)[])
    found[stage] = ordered.find((status) => stageOf(status) === stage)?.id as string | undefined;
  return found;
}

/**
 * The server's statuses of the stages the worksheet and validation need, as the app chooses
 * them, read once for the whole run by the global setup. A stage the server lacks gets a status
 * of the run's own (named as that stage, with its `labStage`), shared by every test and removed
 * after the last one: made per test, a parallel test would choose it too and lose it when its
 * maker ended.
 */
export async function runLabStatuses(api: Api): Promise<RunLab> {
  const call = (method: string, path: string, json?: unknown) =>
    fetch(`${api.base}/${path}`, {
      method,
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  const list = pathsOf('examinationStatuses').list;
  const every = async () =>
    Object.values(await readArea(api, 'examinationStatuses')).map((row) =>
      fromBackend('examinationStatuses', row),
    );
  const before = await every();
  const found = choose(before);
  const made: string[] = [];
  for (const stage of Object.keys(MADE) as (keyof LabStatuses)[]) {
    if (found[stage]) continue;
    const body = {
      name: MADE[stage],
      labStage: stage,
      color: 'blue',
      order: 90,
      createdAt: new Date().toISOString(),
    };
    const answer = await call('POST', list, toBackend('examinationStatuses', body));
    if (!answer.ok)
      throw new Error(`Making the run's "${MADE[stage]}" status answered ${answer.status}.`);
    // An answer without the record (`{ ok: true }`): the one of that stage and time read back.
    const id =
      fromBackend('examinationStatuses', await answer.json().catch(() => null)).id ||
      (await every()).find(
        (row) => row.labStage === stage && String(row.createdAt) === body.createdAt,
      )?.id;
    if (!id) throw new Error(`The run's "${MADE[stage]}" status was made, but not found again.`);
    found[stage] = id;
    made.push(id);
  }
  return { statuses: found as LabStatuses, made };
}

/** Removes the statuses the run made (the global teardown): what it could not, one line each. */
export async function removeRunLabStatuses(api: Api): Promise<string[]> {
  const run = JSON.parse(process.env[RUN_LAB_ENV] || 'null') as RunLab | null;
  const left: string[] = [];
  for (const id of run?.made ?? []) {
    const path = `${pathsOf('examinationStatuses').list}/${encodeURIComponent(id)}`;
    const answer = await fetch(`${api.base}/${path}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${api.token}` },
    });
    if (!answer.ok && answer.status !== 404)
      left.push(`examinationStatuses ${id}, the run's own, answered ${answer.status} to DELETE`);
  }
  return left;
}

/**
 * The statuses the laboratory's screens use on this server, by stage: the run's (above) on a
 * deployment; on the demo, the test's own browser holds its data, and reads them itself.
 */
export async function labStatuses(clinic: TestClinic): Promise<LabStatuses> {
  const run = JSON.parse(process.env[RUN_LAB_ENV] || 'null') as RunLab | null;
  if (run) return run.statuses;
  // Made per test, a parallel test would choose another's status, or lose it as its maker ends.
  if (isExternal) throw new Error('The global setup made no laboratory statuses for this run.');
  const found = choose(await clinic.list('examinationStatuses'));
  for (const stage of Object.keys(MADE) as (keyof LabStatuses)[])
    found[stage] ??= (await clinic.examinationStatus({ name: MADE[stage], labStage: stage })).id;
  return found as LabStatuses;
}

/**
 * A result of `exam` for `patient`, registered as the laboratory does: the test's name, unit and
 * range with it, sampled at `fields.sampledAt`, with whatever else `fields` gives (value, status).
 */
export const labResult = (
  clinic: TestClinic,
  patient: { id: unknown },
  exam: Rec,
  fields: { sampledAt: string } & Record<string, unknown>,
) =>
  clinic.create('results', {
    customerId: patient.id,
    examinationId: exam.id,
    testName: exam.name,
    unit: exam.unit,
    range: exam.referenceRange,
    ...fields,
  });

/** The signed-in user's id, as the app writes it in `acknowledgedBy`, `validatedBy`, … */
export async function signedInUserId(page: Page): Promise<string> {
  const { userDetails } = await readStoredSession(page);
  const id = (JSON.parse(userDetails ?? '{}') as { id?: unknown }).id;
  if (typeof id !== 'string' || !id) throw new Error('The page holds no signed-in user.');
  return id;
}

/** Ferritin with a woman's and a man's range (the general one between them). */
export const ferritin = (clinic: TestClinic) =>
  clinic.examination({
    name: `Ferritin ${clinic.unique()}`,
    unit: 'ng/mL',
    referenceRange: '20-250',
    ranges: [
      { sex: 'female', ageFrom: 18, ageUnit: 'years', low: 15, high: 150 },
      { sex: 'male', ageFrom: 18, ageUnit: 'years', low: 30, high: 400 },
    ],
  });
