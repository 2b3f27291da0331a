import { DELTA_LIMIT } from '@/api/resources/medical-examinations';
import { numericValue } from '@/domain/lab-flags';

/**
 * The delta check: a patient's result against their previous result of the same test. A change
 * beyond the test's delta limit (a designed field: "1.5" in the test's unit, or "20%" of the
 * previous value) is flagged Δ, a cue to look for a mislabelled sample or a real turn.
 */

/** What the delta needs of a result. */
export interface DeltaResult {
  customerId?: string | undefined;
  examinationId?: string | undefined;
  testName?: string | undefined;
  value?: string | null | undefined;
  sampledAt?: string | undefined;
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
    amount: Number(text.replace('%', '').trim().replace(',', '.')),
    percent: text.endsWith('%'),
  };
}

const sameTest = (a: DeltaResult, b: DeltaResult) =>
  a.examinationId && b.examinationId
    ? a.examinationId === b.examinationId
    : !!a.testName && a.testName === b.testName;
const time = (r: DeltaResult) => Date.parse(r.sampledAt ?? '');

/**
 * The patient's latest result of the same test sampled before `result` that has a value (the
 * test is known by its examination, else by its name). `history` is any of the patient's
 * results, in any order; the result itself and results of other patients are passed over.
 */
export function previousResult<R extends DeltaResult>(
  history: readonly R[],
  result: DeltaResult,
): R | undefined {
  const at = time(result);
  if (Number.isNaN(at)) return undefined;
  let best: R | undefined;
  for (const other of history) {
    if (other === result || other.customerId !== result.customerId || !sameTest(other, result))
      continue;
    const when = time(other);
    if (!(when < at) || other.value === undefined || other.value === null || other.value === '')
      continue;
    if (!best || when > time(best)) best = other;
  }
  return best;
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
  const [now, before] = [numericValue(current), numericValue(previous)];
  if (now === undefined || before === undefined) return undefined;
  // Rounded to what the values are written with, so 5.1 − 4.9 is 0.2, not 0.1999….
  const decimals = Math.max(decimalsOf(current), decimalsOf(previous));
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

const decimalsOf = (value: string | null | undefined) =>
  value?.trim().split(/[.,]/)[1]?.length ?? 0;
