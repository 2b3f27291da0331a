import { resultFields, type AuditEntry, type Result } from '@/api/resources/results';
import type { LabStages } from '@/api/lab/stages';
import { clockNow } from '@/api/server-clock';

/**
 * What the laboratory's screens send with `PUT /api/results/{id}`: the whole result (a PUT may
 * replace the record on a backend that reads it so) with the change on top, and the change kept
 * in its `audit` (docs/lab.md "Release, two people, audit trail"). Who is the signed-in user's
 * id; when is the server's clock where the app knows it (`api/server-clock.ts`).
 */
type TextKey = Exclude<keyof typeof resultFields, 'audit' | 'acknowledgedReadBack'>;
export type Changes = Partial<Record<TextKey, string | null>> & {
  audit?: AuditEntry[];
  acknowledgedReadBack?: boolean;
};

const BODY_KEYS = Object.keys(resultFields) as (keyof typeof resultFields)[];

/** The result's own fields (what the body holds), as read, with `changes` on top. */
export function withChanges(result: Result, changes: Changes): Changes {
  const body: Record<string, unknown> = {};
  for (const key of BODY_KEYS) {
    const value = (result as Record<string, unknown>)[key];
    if (['string', 'boolean'].includes(typeof value) || Array.isArray(value)) body[key] = value;
  }
  return { ...(body as Changes), ...changes };
}

export type Change = Pick<AuditEntry, 'field' | 'from' | 'to' | 'reason'>;

/** The result's audit with `changes` kept at the end, each stamped with who and when. */
export function kept(result: Result, userId: string, changes: readonly Change[], at = clockNow()) {
  const entries = changes
    .filter((c) => (c.from ?? null) !== (c.to ?? null) || c.reason !== undefined)
    .map((c): AuditEntry => {
      const entry: AuditEntry = { ...at, by: userId, field: c.field, from: c.from ?? null };
      entry.to = c.to ?? null;
      if (c.reason) entry.reason = c.reason;
      return entry;
    });
  return [...(result.audit ?? []), ...entries];
}

const statusChange = (result: Result, to: string | undefined): Change[] =>
  to && to !== result.statusId ? [{ field: 'status', from: result.statusId ?? null, to }] : [];

/**
 * A value typed on the worksheet. A result awaiting a value moves on to "awaiting validation";
 * `null` takes the value back (an Undo of a first entry) and `statusId` puts the status back.
 * Who typed it and when are written (`enteredBy`, `enteredAt`: the four-eyes rule).
 */
export function valueChange(
  result: Result,
  value: string | null,
  stages: LabStages,
  userId: string,
  statusId?: string,
  reason?: string,
): Changes {
  const awaiting = !!result.statusId && stages.byId.get(result.statusId) === 'entry';
  const next = statusId ?? (awaiting && value !== null ? stages.validation : undefined);
  const at = clockNow();
  const audit = kept(
    result,
    userId,
    [
      { field: 'value', from: result.value ?? null, to: value, ...(reason && { reason }) },
      ...statusChange(result, next),
    ],
    at,
  );
  return withChanges(result, {
    value,
    ...(next && { statusId: next }),
    enteredBy: value === null ? null : userId,
    enteredAt: value === null ? null : at.at,
    audit,
  });
}

/** Whom the laboratory told of a critical value, how, and that they read it back. */
export interface Told {
  to: string;
  how: string;
  readBack: boolean;
}

export function acknowledgement(result: Result, userId: string, told: Told): Changes {
  const at = clockNow();
  const audit = kept(result, userId, [
    { field: 'acknowledgement', from: null, to: `${told.to} (${told.how})` },
  ]);
  return withChanges(result, {
    acknowledgedBy: userId,
    acknowledgedAt: at.at,
    acknowledgedTo: told.to,
    acknowledgedHow: told.how,
    acknowledgedReadBack: told.readBack,
    audit,
  });
}

export function validation(result: Result, stages: LabStages, userId: string): Changes {
  const at = clockNow();
  const audit = kept(
    result,
    userId,
    [
      { field: 'validation', from: null, to: 'validated' },
      ...statusChange(result, stages.validated),
    ],
    at,
  );
  return withChanges(result, {
    statusId: stages.validated,
    validatedBy: userId,
    validatedAt: at.at,
    audit,
  });
}

export function unvalidation(
  result: Result,
  stages: LabStages,
  userId: string,
  reason: string,
): Changes {
  const at = clockNow();
  const audit = kept(
    result,
    userId,
    [
      { field: 'validation', from: 'validated', to: 'unvalidated', reason },
      ...statusChange(result, stages.validation),
    ],
    at,
  );
  return withChanges(result, {
    statusId: stages.validation,
    unvalidationReason: reason,
    unvalidatedBy: userId,
    unvalidatedAt: at.at,
    audit,
  });
}

/** A reference range set for this result (after its `PATCH …/range`): the change kept. */
export const rangeChange = (result: Result, from: string | undefined, userId: string): Changes =>
  withChanges(result, {
    audit: kept(result, userId, [{ field: 'range', from: from ?? null, to: result.range ?? null }]),
  });

/** A released report printed: the value it printed, who released it, when. */
export function reportRelease(result: Result, userId: string, kind: string): Changes {
  const at = clockNow();
  return withChanges(result, {
    reportedAt: at.at,
    reportedBy: userId,
    reportedValue: result.value ?? null,
    audit: kept(
      result,
      userId,
      [
        {
          field: 'report',
          from: result.reportedValue ?? null,
          to: result.value ?? null,
          reason: kind,
        },
      ],
      at,
    ),
  });
}

export { stillValidated } from '@/api/resources/results';
