import { NUMBER_BODY, latinDigits, pageLocale, readLabNumber, sharedDecimal } from './lab-numbers';
import type { DecimalMark } from './lab-numbers';

/**
 * The one reading of a laboratory's values and reference ranges (what `lab-flags.ts`, the delta,
 * the results resource's flag filter and the demo backend all use). A value is a number, possibly
 * censored (">1000": above what the analyser reads; "<0.1": below its detection limit), with its
 * unit after it ignored; a range is "low-high" ("3.5-5.1", "150,000-450,000", "-2 to 3") or one
 * bound ("< 5", "≥ 40"), its unit after it ignored ("3.5-5.1 mmol/L"). Numbers: `lab-numbers.ts`.
 */

export { parseLabNumber, readLabNumber, sharedDecimal, decimalMarkOf } from './lab-numbers';
export type { DecimalMark } from './lab-numbers';

export type Comparator = '<' | '<=' | '>' | '>=';
/** A bound of an interval of numbers. */
export interface Bound {
  at: number;
  inclusive: boolean;
}
/** The numbers a value may be, or a range holds: missing ends are unbounded. */
export interface Interval {
  low?: Bound | undefined;
  high?: Bound | undefined;
}

export interface LabValue extends Interval {
  /** The number as written (the limit of a censored value). */
  number: number;
  /** The decimals it is written with ("4.50": 2). */
  decimals: number;
  censored?: Comparator | undefined;
}

const SIGNED = `[-+−]?\\s?${NUMBER_BODY}`;
const COMPARATOR = '(<=|>=|=<|=>|≤|≥|<|>)';
/**
 * After the last number, a unit or words ("mmol/L", "x10^9/L"): anything that does not start
 * with a digit or a mark, nor make the number another one ("1e3", "1/40", "1:80", "2-3").
 */
const TAIL = `(?:\\s*(?![eE][-+]?\\d|[-–—/:+]\\s*\\d)[^\\d\\s.,].*)?`;
const VALUE = new RegExp(`^\\s*${COMPARATOR}?\\s*(${SIGNED})${TAIL}$`, 'su');
const BETWEEN = new RegExp(
  `^\\s*(${SIGNED})\\s*(?:-|–|—|\\.\\.|to|à)\\s*(${SIGNED})${TAIL}$`,
  'isu',
);
const ONE_BOUND = new RegExp(`^\\s*${COMPARATOR}\\s*(${SIGNED})${TAIL}$`, 'su');

const COMPARATORS: Record<string, Comparator> = {
  '<': '<',
  '>': '>',
  '<=': '<=',
  '=<': '<=',
  '≤': '<=',
  '>=': '>=',
  '=>': '>=',
  '≥': '>=',
};

export interface ReadOptions {
  /** The decimal mark of an ambiguous number ("4,000"); default: the shared one of `texts`. */
  decimal?: DecimalMark | undefined;
}

const numberOf = (text: string, decimal: DecimalMark) => readLabNumber(text, decimal)?.value;

/**
 * A value as the interval of numbers it may be: "5.4" is 5.4; ">1000" above 1000; "<0.1" from 0
 * (what a laboratory measures below a detection limit is an amount, never negative) up to 0.1.
 * Undefined for a finding ("negative") or an empty value.
 */
export function readLabValue(
  text: string | null | undefined,
  { decimal = sharedDecimal([text], pageLocale()) }: ReadOptions = {},
): LabValue | undefined {
  const match = text ? latinDigits(text).match(VALUE) : null;
  if (!match) return undefined;
  const read = readLabNumber(match[2]!, decimal);
  if (!read) return undefined;
  const { value: number, decimals } = read;
  const censored = match[1] ? COMPARATORS[match[1]] : undefined;
  const point = { at: number, inclusive: true };
  switch (censored) {
    case '<':
    case '<=':
      return {
        number,
        decimals,
        censored,
        low: number > 0 ? { at: 0, inclusive: true } : undefined,
        high: { at: number, inclusive: censored === '<=' },
      };
    case '>':
    case '>=':
      return { number, decimals, censored, low: { at: number, inclusive: censored === '>=' } };
    default:
      return { number, decimals, low: point, high: point };
  }
}

/** A reference range as an interval; undefined for a finding ("negative") or nothing. */
export function readLabRange(
  text: string | null | undefined,
  { decimal = sharedDecimal([text], pageLocale()) }: ReadOptions = {},
): Interval | undefined {
  if (!text) return undefined;
  const latin = latinDigits(text);
  const between = latin.match(BETWEEN);
  if (between) {
    const [low, high] = [numberOf(between[1]!, decimal), numberOf(between[2]!, decimal)];
    if (low === undefined || high === undefined || low > high) return undefined;
    return { low: { at: low, inclusive: true }, high: { at: high, inclusive: true } };
  }
  const bound = latin.match(ONE_BOUND);
  if (!bound) return undefined;
  const at = numberOf(bound[2]!, decimal);
  if (at === undefined) return undefined;
  const comparator = COMPARATORS[bound[1]!]!;
  const edge = { at, inclusive: comparator.endsWith('=') };
  return comparator.startsWith('<') ? { high: edge } : { low: edge };
}

/** Whether every number of `value` lies below the bound `low` (outside the range's low end). */
function allBelow(value: Interval, low: Bound): boolean {
  const top = value.high;
  if (!top) return false;
  // The value's top is excluded, or the range's low is: touching is still below.
  if (!top.inclusive || !low.inclusive) return top.at <= low.at;
  return top.at < low.at;
}

function allAbove(value: Interval, high: Bound): boolean {
  const bottom = value.low;
  if (!bottom) return false;
  if (!bottom.inclusive || !high.inclusive) return bottom.at >= high.at;
  return bottom.at > high.at;
}

export type RangeFlag = 'low' | 'high' | 'normal';

/**
 * Where a value falls against an interval: below, above or within it, when every number the
 * value may be says the same; undefined when it cannot be told (">5" against "3.5-5.1" may be in
 * or above it) or either side is not numeric.
 */
export function intervalFlag(value: Interval, range: Interval): RangeFlag | undefined {
  if (range.low && allBelow(value, range.low)) return 'low';
  if (range.high && allAbove(value, range.high)) return 'high';
  const aboveLow = !range.low || allAbove(value, { ...range.low, inclusive: !range.low.inclusive });
  const belowHigh =
    !range.high || allBelow(value, { ...range.high, inclusive: !range.high.inclusive });
  return aboveLow && belowHigh ? 'normal' : undefined;
}

/**
 * A value against its reference range, both read with the decimal mark they share (the range's
 * "3,5-5,1" tells the value's "4,500" is 4.5), else the locale's.
 */
export function rangeFlag(
  value: string | null | undefined,
  range: string | null | undefined,
  locale: string = pageLocale(),
): RangeFlag | undefined {
  if (!value || !range) return undefined;
  const decimal = sharedDecimal([range, value], locale);
  const [v, r] = [readLabValue(value, { decimal }), readLabRange(range, { decimal })];
  return v && r ? intervalFlag(v, r) : undefined;
}
