import { describe, expect, it } from 'vitest';
import { convertMoney, findRate, totalInBase, totalsByCurrency, type RateRecord } from './convert';
import { minorUnits, roundMoney } from './round';

const rates: RateRecord[] = [
  { baseCurrency: 'USD', targetCurrency: 'EUR', rate: 0.9, effectiveDate: '2026-10-01' },
  { baseCurrency: 'USD', targetCurrency: 'EUR', rate: 0.92, effectiveDate: '2026-11-01' },
  { baseCurrency: 'USD', targetCurrency: 'LBP', rate: 89_500, effectiveDate: '2026-11-01' },
  { baseCurrency: 'KWD', targetCurrency: 'USD', rate: 3.25, effectiveDate: '2026-09-15' },
];

describe('minor units and rounding', () => {
  it('counts each currency in its ISO 4217 minor units, not the browser’s locale data', () => {
    expect(minorUnits('LBP')).toBe(2);
    expect(minorUnits('IQD')).toBe(3);
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('USD')).toBe(2);
    expect(minorUnits('KWD')).toBe(3);
    expect(minorUnits('not a code')).toBe(2);
  });

  it('rounds half away from zero as the currency counts, without float drift', () => {
    expect(roundMoney(1.005, 'USD')).toBe(1.01);
    expect(roundMoney(-1.005, 'USD')).toBe(-1.01);
    expect(roundMoney(12_345.5, 'JPY')).toBe(12_346);
    expect(roundMoney(12_345.005, 'LBP')).toBe(12_345.01);
    expect(roundMoney(1.2345, 'KWD')).toBe(1.235);
    expect(roundMoney(0.1 + 0.2, 'EUR')).toBe(0.3);
  });

  it('keeps every digit of a large amount (12 significant digits were not enough)', () => {
    expect(roundMoney(12_345_678_901.23, 'USD')).toBe(12_345_678_901.23);
    expect(roundMoney(999_999_999_999.995, 'USD')).toBe(1_000_000_000_000);
    expect(roundMoney(123_456_789_012.345, 'KWD')).toBe(123_456_789_012.345);
  });
});

describe('findRate', () => {
  it('takes the latest rate in force, with its date', () => {
    expect(findRate(rates, 'USD', 'EUR')).toMatchObject({ rate: 0.92, date: '2026-11-01' });
    expect(findRate(rates, 'USD', 'EUR', '2026-10-15')).toMatchObject({
      rate: 0.9,
      date: '2026-10-01',
    });
  });

  it('reads a rate either way round', () => {
    expect(findRate(rates, 'EUR', 'USD')?.rate).toBeCloseTo(1 / 0.92, 10);
    expect(findRate(rates, 'USD', 'KWD')?.rate).toBeCloseTo(1 / 3.25, 10);
  });

  it('goes through a third currency, dated by the older of the two rates', () => {
    const eurToKwd = findRate(rates, 'EUR', 'KWD');
    expect(eurToKwd?.rate).toBeCloseTo(1 / 0.92 / 3.25, 10);
    expect(eurToKwd?.date).toBe('2026-09-15');
  });

  it('finds nothing for an unknown pair or before the first rate', () => {
    expect(findRate(rates, 'USD', 'GBP')).toBeUndefined();
    expect(findRate(rates, 'USD', 'LBP', '2026-10-31')).toBeUndefined();
  });
});

describe('convertMoney', () => {
  it('converts with the rate and its date, rounded in the target currency', () => {
    expect(convertMoney({ amount: 100, currency: 'USD' }, 'LBP', rates)).toEqual({
      status: 'converted',
      amount: 8_950_000,
      rate: 89_500,
      date: '2026-11-01',
    });
    expect(convertMoney({ amount: 1_000_000, currency: 'LBP' }, 'USD', rates)).toMatchObject({
      status: 'converted',
      amount: 11.17,
    });
  });

  it('says a rate is missing instead of converting at 1', () => {
    expect(convertMoney({ amount: 50, currency: 'GBP' }, 'USD', rates)).toEqual({
      status: 'missing',
    });
  });

  it('leaves an amount already in the target currency as it is', () => {
    expect(convertMoney({ amount: 5, currency: 'EUR' }, 'EUR', rates)).toEqual({
      status: 'same',
      amount: 5,
    });
  });
});

describe('totals', () => {
  it('sums per currency, each rounded as it counts, skipping rows without an amount', () => {
    expect(
      totalsByCurrency([
        { amount: 0.1, currency: 'USD' },
        { amount: 0.2, currency: 'USD' },
        { amount: 1500.4, currency: 'JPY' },
        { amount: 1500.004, currency: 'LBP' },
        { amount: undefined, currency: 'EUR' },
        { amount: 3, currency: undefined },
      ]),
    ).toEqual([
      { currency: 'JPY', amount: 1500 },
      { currency: 'LBP', amount: 1500 },
      { currency: 'USD', amount: 0.3 },
    ]);
  });

  it('adds up what converts and names what does not', () => {
    const total = totalInBase(
      [
        { currency: 'EUR', amount: 92 },
        { currency: 'GBP', amount: 10 },
        { currency: 'USD', amount: 1 },
      ],
      'USD',
      rates,
    );
    expect(total.amount).toBe(101);
    expect(total.missing).toEqual(['GBP']);
    expect(total.parts[0]?.conversion).toMatchObject({ status: 'converted', date: '2026-11-01' });
  });
});
