import fc from 'fast-check';
import { criticalFlag } from './lab-flags';
import { decimalMarkOf, parseLabNumber, rangeFlag, type RangeFlag } from './lab-values';

/**
 * The one reading of values and ranges against hundreds of generated ones, written as the
 * laboratories of each language write them (Intl's own grouping and decimal marks, Arabic-Indic
 * digits for Lebanese Arabic), with and without a unit after them.
 */

const LOCALES = ['en', 'fr', 'de', 'ar-LB', 'es'] as const;
/** Amounts with up to three decimals, from 0 to a million (a platelet count is 450,000). */
const amount = fc.integer({ min: 0, max: 1_000_000_000 }).map((n) => n / 1000);
const unit = fc.constantFrom('', ' mmol/L', ' x10^9/L', ' /µL', ' g/dL');
const written = (locale: string, n: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(n);

const expected = (v: number, low: number, high: number): RangeFlag =>
  v < low ? 'low' : v > high ? 'high' : 'normal';

describe('one reading of laboratory values and ranges (properties)', () => {
  it('reads back every number as its locale writes it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), amount, (locale, n) => {
        expect(parseLabNumber(written(locale, n), decimalMarkOf(locale))).toBe(n);
      }),
      { numRuns: 500 },
    );
  });

  it('flags a value against its range as the numbers compare, in every locale', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        amount,
        amount,
        amount,
        unit,
        unit,
        (locale, a, b, v, rangeUnit, valueUnit) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const range = `${written(locale, low)}-${written(locale, high)}${rangeUnit}`;
          const value = `${written(locale, v)}${valueUnit}`;
          expect(rangeFlag(value, range, locale)).toBe(expected(v, low, high));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('flags a value written without grouping against a grouped range (and the reverse)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), amount, amount, amount, (locale, a, b, v) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const range = `${written(locale, low)} - ${written(locale, high)}`;
        const plain = String(v).replace('.', decimalMarkOf(locale));
        expect(rangeFlag(plain, range, locale)).toBe(expected(v, low, high));
        const plainRange = `${String(low)}-${String(high)}`;
        expect(rangeFlag(written('en', v), plainRange, 'en')).toBe(expected(v, low, high));
      }),
      { numRuns: 300 },
    );
  });

  it('flags a censored value only when every number it may be says the same', () => {
    fc.assert(
      fc.property(
        amount,
        amount,
        fc.integer({ min: 1, max: 10_000_000 }).map((n) => n / 1000),
        fc.constantFrom('<', '>', '≤', '≥'),
        (a, b, x, sign) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const flag = rangeFlag(`${sign}${x}`, `${low}-${high}`, 'en');
          if (sign === '>' || sign === '≥') {
            const all = sign === '>' ? x >= high : x > high;
            expect(flag).toBe(all ? 'high' : undefined);
          } else {
            // Below a detection limit: from 0 up to it.
            const below = sign === '<' ? x <= low : x < low;
            const within = low === 0 && x <= high;
            expect(flag).toBe(below ? 'low' : within ? 'normal' : undefined);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('calls a censored value critical only when all of it is beyond the limit', () => {
    fc.assert(
      fc.property(amount, amount, (x, limit) => {
        expect(criticalFlag(`>${x}`, { criticalHigh: limit })).toBe(x >= limit ? 'HH' : undefined);
        expect(criticalFlag(`<${x}`, { criticalLow: limit })).toBe(x <= limit ? 'LL' : undefined);
      }),
      { numRuns: 300 },
    );
  });
});
