import { resultFields, type Result } from '@/api/resources/results';
import type { LabStages } from '@/api/lab/stages';

/**
 * What the laboratory's screens send with `PUT /api/results/{id}`: the whole result (a PUT may
 * replace the record on a backend that reads it so) with the change on top. Who and when go in
 * the designed fields (README "Laboratory"); who is the signed-in user's id.
 */
type Changes = Partial<Record<keyof typeof resultFields, string | null | undefined>>;

const BODY_KEYS = Object.keys(resultFields) as (keyof typeof resultFields)[];

/** The result's own fields (what the body holds), as read, with `changes` on top. */
export function withChanges(result: Result, changes: Changes): Changes {
  const body: Changes = {};
  for (const key of BODY_KEYS) {
    const value = (result as Record<string, unknown>)[key];
    if (typeof value === 'string') body[key] = value;
  }
  return { ...body, ...changes };
}

const now = () => new Date().toISOString();

/**
 * A value typed on the worksheet. A result awaiting a value moves on to "awaiting validation";
 * `null` takes the value back (an Undo of a first entry) and `statusId` puts the status back.
 */
export function valueChange(
  result: Result,
  value: string | null,
  stages: LabStages,
  statusId?: string,
): Changes {
  const awaiting = !!result.statusId && stages.byId.get(result.statusId) === 'entry';
  const next = statusId ?? (awaiting && value !== null ? stages.validation : undefined);
  return withChanges(result, { value, ...(next && { statusId: next }) });
}

export const acknowledgement = (result: Result, userId: string): Changes =>
  withChanges(result, { acknowledgedBy: userId, acknowledgedAt: now() });

export const validation = (result: Result, stages: LabStages, userId: string): Changes =>
  withChanges(result, { statusId: stages.validated, validatedBy: userId, validatedAt: now() });

export const unvalidation = (
  result: Result,
  stages: LabStages,
  userId: string,
  reason: string,
): Changes =>
  withChanges(result, {
    statusId: stages.validation,
    unvalidationReason: reason,
    unvalidatedBy: userId,
    unvalidatedAt: now(),
  });

export { stillValidated } from '@/api/resources/results';
