import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsMinorUnits } from '@/api/money-checks';
import { convertMoney, totalInBase, totalsByCurrency, type RateRecord } from './convert';
import { fromMinor, minorUnits, roundMoney, splitMinor, toMinor } from './round';
import { amountInWords } from './words';

const CODES = ['USD', 'LBP', 'IQD', 'JPY', 'KWD', 'EUR'];
const code = fc.constantFrom(...CODES);
/** An amount as a form would take it: whole minor units of the currency, up to a thousand billion. */
const amountIn = (currency: string) =>
  fc
    .integer({ min: 0, max: 10 ** (12 + minorUnits(currency)) })
    .map((minor) => fromMinor(minor, currency));
/** Any amount, with more decimals than a currency counts. */
const loose = fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true });

const rates: RateRecord[] = [
  { baseCurrency: 'USD', targetCurrency: 'LBP', rate: 89_500, effectiveDate: '2026-11-01' },
  { baseCurrency: 'USD', targetCurrency: 'EUR', rate: 0.92, effectiveDate: '2026-11-01' },
  { baseCurrency: 'KWD', targetCurrency: 'USD', rate: 3.25, effectiveDate: '2026-11-01' },
  { baseCurrency: 'USD', targetCurrency: 'IQD', rate: 1310.5, effectiveDate: '2026-11-01' },
  { baseCurrency: 'USD', targetCurrency: 'JPY', rate: 151.37, effectiveDate: '2026-11-01' },
];

describe('one rounding rule', () => {
  it('rounds any amount to a whole number of minor units, and a rounded one stays as it is', () => {
    fc.assert(
      fc.property(loose, code, (amount, currency) => {
        const rounded = roundMoney(amount, currency);
        expect(fitsMinorUnits(rounded, currency)).toBe(true);
        expect(roundMoney(rounded, currency)).toBe(rounded);
        expect(Math.abs(rounded - amount)).toBeLessThanOrEqual(
          10 ** -minorUnits(currency) / 2 + Math.abs(amount) * 1e-15,
        );
      }),
    );
  });

  it('totals are the sum of the parts to the minor unit, whatever the order', () => {
    fc.assert(
      fc.property(
        code.chain((currency) =>
          fc.tuple(fc.constant(currency), fc.array(amountIn(currency), { maxLength: 40 })),
        ),
        ([currency, amounts]) => {
          const rows = amounts.map((amount) => ({ amount, currency }));
          const [total] = totalsByCurrency(rows);
          const [reversed] = totalsByCurrency([...rows].reverse());
          const minor = amounts.reduce((sum, a) => sum + toMinor(a, currency), 0);
          expect(total?.amount ?? 0).toBe(fromMinor(minor, currency));
          expect(reversed?.amount).toBe(total?.amount);
        },
      ),
    );
  });

  it('a conversion is in whole minor units of its target, and a total in base adds them up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(code, fc.integer({ min: 0, max: 10 ** 12 })), { maxLength: 6 }),
        code,
        (parts, base) => {
          const totals = totalsByCurrency(
            parts.map(([currency, minor]) => ({ currency, amount: fromMinor(minor, currency) })),
          );
          const total = totalInBase(totals, base, rates);
          let minor = 0;
          for (const { money } of total.parts) {
            const converted = convertMoney(money, base, rates);
            if (converted.status === 'missing') continue;
            expect(fitsMinorUnits(converted.amount, base)).toBe(true);
            minor += toMinor(converted.amount, base);
          }
          expect(total.amount).toBe(fromMinor(minor, base));
        },
      ),
    );
  });

  it('words say the same amount as the figures: whole units and minor units alike', () => {
    fc.assert(
      fc.property(loose, code, (amount, currency) => {
        const rounded = roundMoney(amount, currency);
        const { whole, minor, scale } = splitMinor(amount, currency);
        expect((whole * scale + minor) / scale).toBeCloseTo(Math.abs(rounded), 6);
        expect(toMinor(Math.abs(rounded), currency)).toBe(whole * scale + minor);
        // The words of the amount are those of its whole units, then those of its minor units.
        const words = amountInWords(Math.abs(rounded), currency, 'en');
        const wholeWords = amountInWords(whole, currency, 'en');
        const minorWords = amountInWords(minor / scale, currency, 'en');
        expect(words).toBe(
          !minor ? wholeWords : !whole ? minorWords : `${wholeWords} and ${minorWords}`,
        );
      }),
    );
  });
});
