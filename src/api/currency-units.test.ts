import isoCurrencies from 'currency-codes';
import { afterEach, describe, expect, it } from 'vitest';
import { applyRuntimeConfig } from '@/app/config';
import { minorUnits } from './currency-units';
import { decimalsOf, fitsMinorUnits } from './money-checks';

/** ISO 4217 lists these without a minor unit ("N.A.": metals, funds, testing codes). */
const NO_MINOR_UNIT = new Set([
  'XAG',
  'XAU',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XPD',
  'XPT',
  'XSU',
  'XTS',
  'XUA',
  'XXX',
]);

afterEach(() => applyRuntimeConfig({}));

describe('minor units per currency', () => {
  it('follows ISO 4217, not the browser’s locale data (LBP 2, IQD 3, JPY 0, KWD 3, USD 2)', () => {
    expect(['LBP', 'IQD', 'JPY', 'KWD', 'USD'].map(minorUnits)).toEqual([2, 3, 0, 3, 2]);
  });

  it('agrees with the maintained ISO 4217 list (currency-codes) for every currency in it', () => {
    const currencies = isoCurrencies.data.filter((c) => !NO_MINOR_UNIT.has(c.code));
    expect(currencies.length).toBeGreaterThan(150);
    const differing = currencies.filter((c) => minorUnits(c.code) !== c.digits);
    expect(differing.map((c) => `${c.code}: ISO ${c.digits}, ours ${minorUnits(c.code)}`)).toEqual(
      [],
    );
  });

  it('takes a deployment’s own precision from config.json (applied at start) over ISO’s', () => {
    applyRuntimeConfig({ minorUnits: { LBP: 0, USD: 3 } });
    expect(minorUnits('LBP')).toBe(0);
    expect(minorUnits('USD')).toBe(3);
    expect(minorUnits('IQD')).toBe(3);
    applyRuntimeConfig({});
    expect(minorUnits('LBP')).toBe(2);
  });
});

describe('excess decimals', () => {
  it('counts the decimals an amount is written with', () => {
    expect([100, 33.3, 33.33, 33.333, 1.5e-7, 1e21, -0.25].map(decimalsOf)).toEqual([
      0, 1, 2, 3, 8, 0, 2,
    ]);
  });

  it('refuses more decimals than the currency counts, and only those', () => {
    expect(fitsMinorUnits(33.33, 'USD')).toBe(true);
    expect(fitsMinorUnits(33.333, 'USD')).toBe(false);
    expect(fitsMinorUnits(1.234, 'IQD')).toBe(true);
    expect(fitsMinorUnits(1.2345, 'KWD')).toBe(false);
    expect(fitsMinorUnits(1500, 'JPY')).toBe(true);
    expect(fitsMinorUnits(1500.5, 'JPY')).toBe(false);
    expect(fitsMinorUnits(12_345_678_901.23, 'USD')).toBe(true);
  });
});
