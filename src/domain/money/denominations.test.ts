import { describe, expect, it } from 'vitest';
import { minorUnits } from './round';
import {
  DENOMINATION_CURRENCIES,
  countDifference,
  countedTotal,
  denominationsOf,
} from './denominations';

const values = (code: string, kind?: 'note' | 'coin') =>
  denominationsOf(code)
    .filter((d) => !kind || d.kind === kind)
    .map((d) => d.value);

describe('the notes and coins a cashier counts', () => {
  it('covers every currency with notes a clinic of the region meets', () => {
    for (const code of 'JPY KWD BHD TND JOD EGP LBP SAR AED EUR GBP USD CHF MAD DZD'.split(' '))
      expect(DENOMINATION_CURRENCIES).toContain(code);
  });

  it('lists each value once, largest first, each a whole number of the currency’s minor units', () => {
    for (const code of DENOMINATION_CURRENCIES) {
      const list = values(code);
      expect(new Set(list).size, code).toBe(list.length);
      expect(
        [...list].sort((a, b) => b - a),
        code,
      ).toEqual(list);
      const scale = 10 ** minorUnits(code);
      for (const value of list)
        expect(Number.isInteger(Math.round(value * scale * 1e6) / 1e6), `${code} ${value}`).toBe(
          true,
        );
    }
  });

  it('counts the yen in 1000, 5000 and 10000 notes and coins down to one yen, with no minor unit', () => {
    expect(minorUnits('JPY')).toBe(0);
    expect(values('JPY', 'note')).toEqual([10_000, 5000, 2000, 1000]);
    expect(values('JPY', 'coin')).toEqual([500, 100, 50, 10, 5, 1]);
  });

  it('counts thousandths where ISO 4217 does: quarter and half dinar notes in Kuwait, a half in Bahrain', () => {
    for (const code of ['KWD', 'BHD', 'JOD', 'TND', 'OMR', 'IQD']) expect(minorUnits(code)).toBe(3);
    expect(values('KWD', 'note')).toEqual([20, 10, 5, 1, 0.5, 0.25]);
    expect(values('KWD', 'coin')).toEqual([0.1, 0.05, 0.02, 0.01, 0.005]);
    expect(values('BHD', 'note')).toContain(0.5);
    expect(values('BHD', 'coin')).toContain(0.025);
    expect(values('JOD', 'coin')).toEqual([0.5, 0.25, 0.1, 0.05, 0.01]);
    expect(values('TND', 'coin')).toEqual([5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01]);
  });

  it('gives each currency its own notes: no 5 or 1 Lebanese pound, no Swiss 1 centime', () => {
    expect(values('LBP', 'note')).toEqual([100_000, 50_000, 20_000, 10_000, 5_000, 1_000]);
    expect(values('LBP', 'coin')).toEqual([]);
    expect(values('CHF', 'note')).toContain(1000);
    expect(values('CHF').at(-1)).toBe(0.05);
    expect(values('EGP', 'note')).toEqual([200, 100, 50, 20, 10, 5]);
    expect(values('DZD', 'note')).toEqual([2000, 1000, 500]);
    expect(values('DZD', 'coin')).toContain(200);
    expect(values('MAD', 'coin')).toContain(10);
    expect(values('SAR', 'note')).not.toContain(20);
    expect(values('AED', 'note')).toContain(1000);
    expect(values('GBP', 'note')).toEqual([50, 20, 10, 5]);
    expect(values('EUR', 'coin')).toHaveLength(8);
  });

  it('offers a currency outside the table round notes and its smallest minor unit', () => {
    expect(denominationsOf('LYD').at(-1)).toEqual({ value: 0.001, kind: 'coin' });
    expect(values('XAF', 'coin')).toEqual([]);
  });

  it('adds up what was counted without float drift, and compares it with what was expected', () => {
    const counted = countedTotal({ '20': 3, '0.1': 3, '0.05': 1, '1': 0 }, 'USD');
    expect(counted).toBe(60.35);
    expect(countDifference(counted, 60.4, 'USD')).toBe(-0.05);
    expect(countedTotal({ '100000': 2, '5000': 1 }, 'LBP')).toBe(205_000);
    expect(countedTotal({ '10': Number.NaN, '5': -2 }, 'USD')).toBe(0);
    expect(countedTotal({ '0.25': 3, '0.5': 1, '0.005': 7 }, 'KWD')).toBe(1.285);
    expect(countedTotal({ '10000': 2, '1000': 3, '1': 4 }, 'JPY')).toBe(23_004);
  });
});
