import { flagFilterCheck } from '@/api/resources/result-flag-check';
import {
  RESULT_FLAG_FILTERS,
  type ResultFlag,
  type ResultFlagFilter,
} from '@/api/resources/results';
import {
  intervalFlag,
  readLabValue,
  rangeFlag,
  sharedDecimal,
  type DecimalMark,
} from './lab-values';
import { pageLocale } from './lab-numbers';

/**
 * A result's flag as a laboratory prints it: L and H against the reference range, LL and HH
 * beyond the test's critical limits (which outrank the range: a value can be critical on a test
 * whose range is a finding or missing). Text values ("negative") are findings, never flagged.
 */
export type LabFlag = 'LL' | 'L' | 'N' | 'H' | 'HH';

/** The test's critical limits (designed fields of medical examinations). */
export interface CriticalLimits {
  criticalLow?: number | undefined;
  criticalHigh?: number | undefined;
}

/**
 * The value as a number, when it is one uncensored number ("5,4" as written in French too, "150,000",
 * "5.4 mmol/L"); else undefined (a finding, or ">1000", which is no one number). `decimal` reads an
 * ambiguous "4,500" (see `lab-numbers.ts`); by default its own shape, then the page's locale.
 */
export function numericValue(
  value: string | null | undefined,
  decimal: DecimalMark = sharedDecimal([value], pageLocale()),
): number | undefined {
  const read = readLabValue(value, { decimal });
  return read && !read.censored ? read.number : undefined;
}

const finite = (limit: unknown): number | undefined =>
  typeof limit === 'number' && Number.isFinite(limit) ? limit : undefined;

/**
 * LL or HH when every number the value may be lies beyond a critical limit (strictly): ">1000"
 * beyond a critical high of 500 is HH; "<0.1" beyond a critical low of 0.5 is LL.
 */
export function criticalFlag(
  value: string | null | undefined,
  limits: CriticalLimits | undefined,
): 'LL' | 'HH' | undefined {
  const v = readLabValue(value);
  if (!v || !limits) return undefined;
  const [low, high] = [finite(limits.criticalLow), finite(limits.criticalHigh)];
  if (low !== undefined && intervalFlag(v, { low: { at: low, inclusive: true } }) === 'low')
    return 'LL';
  if (high !== undefined && intervalFlag(v, { high: { at: high, inclusive: true } }) === 'high')
    return 'HH';
  return undefined;
}

/**
 * The flag of `value` against its reference `range` ("3.5-5.1", "< 5", "≥ 40") and its test's
 * critical `limits`. Undefined when nothing can be said: a finding, no value, or a number with
 * neither a numeric range nor a critical limit crossed.
 */
export function labFlag(
  value: string | null | undefined,
  range: string | undefined,
  limits?: CriticalLimits,
): LabFlag | undefined {
  const critical = criticalFlag(value, limits);
  if (critical) return critical;
  switch (rangeFlag(value, range)) {
    case 'low':
      return 'L';
    case 'high':
      return 'H';
    case 'normal':
      return 'N';
    default:
      return undefined;
  }
}

export const isCritical = (flag: LabFlag | undefined): flag is 'LL' | 'HH' =>
  flag === 'LL' || flag === 'HH';
export const isAbnormal = (flag: LabFlag | undefined) => !!flag && flag !== 'N';

const isNumber = (n: unknown): n is number => finite(n) !== undefined;

/**
 * The critical limits a watcher over many patients (which reads no patient's sex or age) calls
 * a test's results with: the strictest of its general limits and those of its ranges by sex
 * and age. A value critical for some patient of the test is called rather than missed.
 */
export function strictestLimits(
  test: (CriticalLimits & { ranges?: readonly CriticalLimits[] | undefined }) | undefined,
): CriticalLimits {
  const lows = [test?.criticalLow, ...(test?.ranges ?? []).map((b) => b.criticalLow)].filter(
    isNumber,
  );
  const highs = [test?.criticalHigh, ...(test?.ranges ?? []).map((b) => b.criticalHigh)].filter(
    isNumber,
  );
  return {
    criticalLow: lows.length ? Math.max(...lows) : undefined,
    criticalHigh: highs.length ? Math.min(...highs) : undefined,
  };
}

/**
 * Where a value falls against its reference range: below, above or within. Undefined when either
 * is not numeric (a finding such as "negative" is not flagged) or a censored value may be on both
 * sides (">5" against "3.5-5.1").
 */
export const resultFlag = (
  value: string | null | undefined,
  range: string | undefined,
): ResultFlag | undefined => rangeFlag(value, range);

/**
 * Whether a result matches a `flag` filter value (our extension `resultFlag`: results whose value
 * falls outside, above, below or within their own range); an unknown value matches nothing.
 */
export function matchesFlagFilter(result: { value?: unknown; range?: unknown }, filter: string) {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const flag = resultFlag(text(result.value), text(result.range));
  const wanted: readonly ResultFlag[] =
    filter in RESULT_FLAG_FILTERS ? RESULT_FLAG_FILTERS[filter as ResultFlagFilter] : [];
  return !!flag && wanted.includes(flag);
}

flagFilterCheck.current = matchesFlagFilter;
