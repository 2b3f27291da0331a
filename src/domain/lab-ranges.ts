import { SEXES } from '@/api/resources/customers';
import type { RangeBand } from '@/api/resources/range-bands';
import { ageIn } from './age';
import type { CriticalLimits } from './lab-flags';

/**
 * Reference ranges by sex and age. A test (medical examination) keeps its general range in the
 * contract's `referenceRange` text; it may also carry bands (the designed field `ranges`): for
 * women or men or both, for an age band in days, months or years, each with its own limits.
 * A result takes the band that fits the patient's sex and age on the (local) day the sample was
 * taken (`age.ts`, the one age rule);
 * without one (no band, no recorded sex or birth date where a band needs them) it takes the
 * general range, and says why.
 */

export type { RangeBand } from '@/api/resources/range-bands';

/** What a test offers for the choice: its general range and limits, its bands. */
export interface RangedTest extends CriticalLimits {
  referenceRange?: string | undefined;
  ranges?: readonly RangeBand[] | undefined;
}

/** What the choice needs of the patient. */
export interface RangePatient {
  sex?: string | undefined;
  /** YYYY-MM-DD. */
  dateOfBirth?: string | undefined;
}

/** Why the general range was used. */
export type GeneralReason =
  /** The test has no bands. */
  | 'noBands'
  /** A band needs the patient's sex, which is not recorded (or not read). */
  | 'noSex'
  /** A band needs the patient's age, and the birth date is not recorded (or not read). */
  | 'noBirthDate'
  /** Sex and age are known, and no band fits them. */
  | 'noBand';

export type RangeUsed =
  | { kind: 'band'; band: RangeBand; index: number }
  | { kind: 'general'; reason: GeneralReason }
  /** The result's own range, set for this result (it differs from the test's general range). */
  | { kind: 'own' };

export interface ChosenRange {
  /** The range as printed ("30-400", "< 5"). */
  range: string | undefined;
  limits: CriticalLimits;
  used: RangeUsed;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const hasAge = (band: RangeBand) => finite(band.ageFrom) || finite(band.ageTo);

/** Whether `age` (in the band's unit) lies within the band. */
const ageFits = (band: RangeBand, age: number) =>
  (!finite(band.ageFrom) || age >= band.ageFrom) && (!finite(band.ageTo) || age < band.ageTo);

/** A band's range as printed: "30-400", "< 5", "> 40" (the low bound is included, as "≥"). */
export function bandRangeText(band: RangeBand): string | undefined {
  const [low, high] = [finite(band.low), finite(band.high)];
  if (low && high) return `${band.low}-${band.high}`;
  if (high) return `≤ ${band.high}`;
  if (low) return `≥ ${band.low}`;
  return undefined;
}

/** The band that fits the patient on the sample's day, or why there is none. */
export function chooseBand(
  bands: readonly RangeBand[] | undefined,
  patient: RangePatient | undefined,
  sampledAt: string | Date | undefined,
): { band: RangeBand; index: number } | { reason: GeneralReason } {
  if (!bands?.length) return { reason: 'noBands' };
  const sex = SEXES.find((s) => s === patient?.sex);
  let missing: GeneralReason | undefined;
  let best: { band: RangeBand; index: number } | undefined;
  bands.forEach((band, index) => {
    if (band.sex) {
      if (!sex) return void (missing ??= 'noSex');
      if (band.sex !== sex) return;
    }
    if (hasAge(band)) {
      const age = ageIn(band.ageUnit ?? 'years', patient?.dateOfBirth, sampledAt);
      if (age === undefined) return void (missing ??= 'noBirthDate');
      if (!ageFits(band, age)) return;
    }
    // A band for the patient's sex outranks one for both.
    if (!best || (band.sex && !best.band.sex)) best = { band, index };
  });
  return best ?? { reason: missing ?? 'noBand' };
}

/**
 * The range a result is read against: the test's band for the patient, else the general range
 * (the result's own `range`, a copy of the test's), with the limits that go with it. A result
 * whose range was set apart from the test's general one (in its row, or by the server) keeps it.
 */
export function chooseRange(
  result: { range?: string | undefined; sampledAt?: string | undefined },
  test: RangedTest | undefined,
  patient: RangePatient | undefined,
): ChosenRange {
  const general: CriticalLimits = {
    criticalLow: test?.criticalLow,
    criticalHigh: test?.criticalHigh,
  };
  const own = result.range?.trim();
  const generalText = test?.referenceRange?.trim();
  if (own && generalText !== undefined && own !== generalText)
    return { range: own, limits: general, used: { kind: 'own' } };
  const chosen = chooseBand(test?.ranges, patient, result.sampledAt);
  if ('band' in chosen) {
    const { band } = chosen;
    return {
      range: bandRangeText(band) ?? own ?? generalText,
      limits: {
        criticalLow: finite(band.criticalLow) ? band.criticalLow : general.criticalLow,
        criticalHigh: finite(band.criticalHigh) ? band.criticalHigh : general.criticalHigh,
      },
      used: { kind: 'band', band, index: chosen.index },
    };
  }
  return {
    range: own || generalText,
    limits: general,
    used: { kind: 'general', reason: chosen.reason },
  };
}
