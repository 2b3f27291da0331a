import type { Page } from '@playwright/test';
import { readStoredSession } from './fixtures';
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

/**
 * The server's statuses of the stages the worksheet and validation need, as the app chooses
 * them. A server lacking one gets a status of the test's own for it (named as that stage, with
 * its `labStage`), removed at the end: on a server that has none, it is the one the app uses.
 */
export async function labStatuses(clinic: TestClinic): Promise<LabStatuses> {
  const statuses = (await clinic.list('examinationStatuses')).sort(
    (a, b) => Number(a.order ?? 0) - Number(b.order ?? 0),
  );
  const found = {} as LabStatuses;
  for (const stage of Object.keys(MADE) as (keyof LabStatuses)[]) {
    const first = statuses.find((status) => stageOf(status) === stage);
    found[stage] = first
      ? first.id
      : (await clinic.examinationStatus({ name: MADE[stage], labStage: stage })).id;
  }
  return found;
}

/** The signed-in user's id, as the app writes it in `acknowledgedBy`, `validatedBy`, … */
export async function signedInUserId(page: Page): Promise<string> {
  const { userDetails } = await readStoredSession(page);
  const id = (JSON.parse(userDetails ?? '{}') as { id?: unknown }).id;
  if (typeof id !== 'string' || !id) throw new Error('The page holds no signed-in user.');
  return id;
}
