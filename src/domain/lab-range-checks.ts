import type { AgeUnit, RangeBand } from '@/api/resources/range-bands';

/**
 * Checks of a test's ranges by sex and age (`lab-ranges.ts` chooses among them): what the
 * catalogue's form refuses. Apart from the choice, which every results list loads.
 */

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** What can be wrong with one band of a test's list. */
export type BandProblem =
  | 'noLimit'
  | 'lowNotBelowHigh'
  | 'ageOrder'
  | 'criticalLowAboveLow'
  | 'criticalHighBelowHigh'
  | 'overlap';

/**
 * The problems of a test's bands, by band (index): a band needs a low or a high, low below
 * high, an age band that ends after it starts, critical limits outside the range; two bands for
 * the same sex (or one for both) must not cover the same age. Ages in different units are
 * compared in days (a month as 30.44 days, a year as 365.25), which is enough to catch "0-1
 * years" against "6-12 months".
 */
export function bandProblems(
  bands: readonly RangeBand[],
): { index: number; problem: BandProblem }[] {
  const problems: { index: number; problem: BandProblem }[] = [];
  const DAYS: Record<AgeUnit, number> = { days: 1, months: 30.44, years: 365.25 };
  const span = (band: RangeBand): [number, number] => {
    const unit = DAYS[band.ageUnit ?? 'years'];
    return [
      finite(band.ageFrom) ? band.ageFrom * unit : 0,
      finite(band.ageTo) ? band.ageTo * unit : Infinity,
    ];
  };
  bands.forEach((band, index) => {
    const add = (problem: BandProblem) => problems.push({ index, problem });
    if (!finite(band.low) && !finite(band.high)) add('noLimit');
    if (finite(band.low) && finite(band.high) && !(band.low < band.high)) add('lowNotBelowHigh');
    if (finite(band.ageFrom) && finite(band.ageTo) && !(band.ageFrom < band.ageTo)) add('ageOrder');
    if (finite(band.criticalLow) && finite(band.low) && band.criticalLow > band.low)
      add('criticalLowAboveLow');
    if (finite(band.criticalHigh) && finite(band.high) && band.criticalHigh < band.high)
      add('criticalHighBelowHigh');
    const [from, to] = span(band);
    const overlaps = bands.some((other, j) => {
      if (j === index || (band.sex && other.sex && band.sex !== other.sex)) return false;
      // Only bands of the same sex compete: one for both against one for women is allowed
      // (the sex's own outranks it).
      if (!band.sex !== !other.sex) return false;
      const [a, b] = span(other);
      // Rounded to whole days: "6-12 months" meets "1-2 years" end to start.
      return Math.round(from) < Math.round(b) && Math.round(a) < Math.round(to);
    });
    if (overlaps) add('overlap');
  });
  return problems;
}
