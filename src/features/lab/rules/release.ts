import type { LabStages } from '@/api/lab/stages';
import { stillValidated, type Result } from '@/api/resources/results';

/**
 * What a lab report releases (ISO 15189 §7.4; SENAITE publishes only verified analyses, OpenELIS
 * prints a report "final" once every result on it is validated). Pure rules, no React.
 */

/** Where one result stands for a report: released, shown only on a preliminary report, or never. */
export type ReportStanding = 'validated' | 'unvalidated' | 'excluded';

const hasValue = (r: Result) => !!r.value?.trim();

/**
 * The clinic's status says it where its stage is known (a result validated by another system
 * carries the validated status without our `validatedAt`); otherwise our fields say it.
 * Rejected and cancelled results (the `closed` stage) and results without a value are never
 * reported as values.
 */
export function standingOf(result: Result, stages: LabStages | undefined): ReportStanding {
  if (!hasValue(result)) return 'excluded';
  const stage = result.statusId ? stages?.byId.get(result.statusId) : undefined;
  if (stage === 'closed') return 'excluded';
  if (stage === 'validated' || stage === 'reported') return 'validated';
  if (stage === 'entry' || stage === 'validation') return 'unvalidated';
  return stillValidated(result) ? 'validated' : 'unvalidated';
}

/**
 * The value a released report printed before, where it differs from the value now: the result
 * was changed after its report went out, and the next report says so.
 */
export function correctedFrom(result: Result): string | undefined {
  const before = result.reportedValue?.trim();
  if (!result.reportedAt || !before) return undefined;
  return before !== (result.value?.trim() ?? '') ? before : undefined;
}

export type ReportKind = 'final' | 'preliminary' | 'corrected';

export interface Release {
  kind: ReportKind;
  /** The results printed, in the order given. */
  shown: Result[];
  /** Of those, the ones not validated (a preliminary report only). */
  unvalidated: Result[];
  /** In scope but not printed: awaiting validation on a final report. */
  withheld: number;
}

/**
 * The report over `inScope`: validated results only, unless `preliminary` is asked for, which
 * adds those awaiting validation. Its kind: PRELIMINARY while it holds any value not validated,
 * CORRECTED when a value printed on an earlier report has changed since, FINAL otherwise.
 */
export function release(
  inScope: readonly Result[],
  stages: LabStages | undefined,
  preliminary: boolean,
): Release {
  const shown: Result[] = [];
  const unvalidated: Result[] = [];
  let withheld = 0;
  for (const result of inScope) {
    const standing = standingOf(result, stages);
    if (standing === 'excluded') continue;
    if (standing === 'unvalidated' && !preliminary) {
      withheld += 1;
      continue;
    }
    shown.push(result);
    if (standing === 'unvalidated') unvalidated.push(result);
  }
  const kind: ReportKind = unvalidated.length
    ? 'preliminary'
    : shown.some((r) => correctedFrom(r) !== undefined)
      ? 'corrected'
      : 'final';
  return { kind, shown, unvalidated, withheld };
}

/**
 * The results whose printing is recorded when the report is printed: the validated ones (a
 * value awaiting validation on a preliminary report is not released, and may change freely).
 * Already recorded with this value: nothing to write again.
 */
export const toRecord = (report: Release) =>
  report.shown.filter(
    (r) =>
      !report.unvalidated.includes(r) &&
      !(r.reportedAt && (r.reportedValue ?? '').trim() === (r.value ?? '').trim()),
  );
