import type { LabStage } from '@/api/resources/examination-statuses';
import { DELTA_LIMIT, DELTA_WINDOW_DAYS } from '@/api/resources/medical-examinations';
import { stillValidated } from '@/api/resources/results';
import { parseLabNumber, readLabValue, sharedDecimal } from '@/domain/lab-values';

/**
 * The delta check: a patient's result against their previous validated result of the same test
 * within the test's delta window (a designed field, `deltaWindowDays`, one year by default). A
 * change beyond the test's delta limit (a designed field: "1.5" in the test's unit, or "20%" of
 * the previous value) is flagged Δ, and so is any change of a text result (a blood group that
 * changed: the classic sign of a mislabelled tube).
 */

/** What the delta needs of a result. */
export interface DeltaResult {
  customerId?: string | undefined;
  examinationId?: string | undefined;
  testName?: string | undefined;
  value?: string | null | undefined;
  sampledAt?: string | undefined;
  statusId?: string | undefined;
  validatedAt?: string | undefined;
  unvalidatedAt?: string | undefined;
}

/** What the choice of the previous result needs of the test and the clinic's statuses. */
export interface HistoryRules {
  /** The test's delta window in days (`deltaWindowDays`); default a year. */
  windowDays?: number | undefined;
  /** The clinic's statuses' lab stages, where known: a rejected or rerun result is not history. */
  stageOf?: ((statusId: string) => LabStage | undefined) | undefined;
}

export interface DeltaLimit {
  amount: number;
  percent: boolean;
}

/** "1.5" or "20%" (also "20 %", "1,5"); undefined when missing or not a limit. */
export function parseDeltaLimit(limit: string | undefined): DeltaLimit | undefined {
  const text = limit?.trim();
  if (!text || !DELTA_LIMIT.test(text)) return undefined;
  return {
    amount: parseLabNumber(text.replace('%', '').trim(), sharedDecimal([text])) ?? NaN,
    percent: text.endsWith('%'),
  };
}

const sameTest = (a: DeltaResult, b: DeltaResult) =>
  a.examinationId && b.examinationId
    ? a.examinationId === b.examinationId
    : !!a.testName && a.testName === b.testName;
const time = (r: DeltaResult) => Date.parse(r.sampledAt ?? '');
const DAY_MS = 86_400_000;

/**
 * Whether a result is validated history: its status is of the validated or reported stage (and
 * it was not un-validated since it was validated), or, where the status's stage is unknown, the
 * result says it was validated and not un-validated since. A result rejected, cancelled, sent
 * back for a rerun or awaiting validation is not.
 */
export function isValidatedHistory(result: DeltaResult, rules: HistoryRules = {}): boolean {
  const stage = result.statusId ? rules.stageOf?.(result.statusId) : undefined;
  if (stage)
    return (
      (stage === 'validated' || stage === 'reported') &&
      (!result.validatedAt || stillValidated(result))
    );
  return stillValidated(result);
}

const hasValue = (r: DeltaResult) => r.value !== undefined && r.value !== null && r.value !== '';

/**
 * The patient's latest validated result of the same test sampled before `result`, within the
 * test's delta window, that has a value (the test is known by its examination, else by its
 * name). `history` is any of the patient's results, in any order; the result itself and results
 * of other patients are passed over.
 */
export function previousResult<R extends DeltaResult>(
  history: readonly R[],
  result: DeltaResult,
  rules: HistoryRules = {},
): R | undefined {
  const at = time(result);
  if (Number.isNaN(at)) return undefined;
  const window = (rules.windowDays ?? DELTA_WINDOW_DAYS) * DAY_MS;
  let best: R | undefined;
  for (const other of history) {
    if (other === result || other.customerId !== result.customerId || !sameTest(other, result))
      continue;
    const when = time(other);
    if (!(when < at) || at - when > window || !hasValue(other)) continue;
    if (!isValidatedHistory(other, rules)) continue;
    if (!best || when > time(best)) best = other;
  }
  return best;
}

/** A text result (a finding) as compared: case, spaces and the Rh words aside ("A Rh+" is "A+"). */
const textKey = (value: string) =>
  value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\brh\b/g, '')
    .replace(/\s+/g, '');

/**
 * Whether a text result changed from the previous one: both are findings (no number read from
 * either) and they differ. Undefined when either is a number or missing.
 */
export function textChanged(
  current: string | null | undefined,
  previous: string | null | undefined,
): boolean | undefined {
  if (!current?.trim() || !previous?.trim()) return undefined;
  if (readLabValue(current) || readLabValue(previous)) return undefined;
  return textKey(current) !== textKey(previous);
}

export interface Delta {
  /** The new value minus the previous one. */
  absolute: number;
  /** The change in per cent of the previous value; undefined when that was zero. */
  percent: number | undefined;
  /** Beyond the test's delta limit (Δ). */
  beyond: boolean;
  /** Decimals the values are written with (the change is shown with as many). */
  decimals: number;
}

/** The change from `previous` to `current`, when both are numbers; else undefined. */
export function deltaOf(
  current: string | null | undefined,
  previous: string | null | undefined,
  limit?: DeltaLimit | string,
): Delta | undefined {
  // Both read with the decimal mark they share ("4,500" beside "4,2" is 4.5).
  const decimal = sharedDecimal([current, previous]);
  const [a, b] = [readLabValue(current, { decimal }), readLabValue(previous, { decimal })];
  // A censored value (">1000") is no one number: no change is worked out from it.
  if (!a || !b || a.censored || b.censored) return undefined;
  const [now, before] = [a.number, b.number];
  // Rounded to what the values are written with, so 5.1 − 4.9 is 0.2, not 0.1999….
  const decimals = Math.max(a.decimals, b.decimals);
  const absolute = Number((now - before).toFixed(decimals));
  const percent = before === 0 ? undefined : ((now - before) / Math.abs(before)) * 100;
  const rule = typeof limit === 'string' ? parseDeltaLimit(limit) : limit;
  const beyond = !rule
    ? false
    : rule.percent
      ? percent === undefined
        ? now !== before
        : Math.abs(percent) > rule.amount
      : Math.abs(now - before) > rule.amount + 1e-9;
  return { absolute, percent, beyond, decimals };
}
