import { describe, expect, it } from 'vitest';
import { countDifference, countedTotal, denominationsOf } from './denominations';

describe('blind count', () => {
  it('offers each currency its notes and coins, LBP in notes only', () => {
    expect(denominationsOf('LBP').every((d) => d.kind === 'note')).toBe(true);
    expect(denominationsOf('USD').map((d) => d.value)).toContain(0.25);
    expect(denominationsOf('KWD').at(-1)).toEqual({ value: 0.001, kind: 'coin' });
  });

  it('adds up what was counted without float drift, and compares it with what was expected', () => {
    const counted = countedTotal({ '20': 3, '0.1': 3, '0.05': 1, '1': 0 }, 'USD');
    expect(counted).toBe(60.35);
    expect(countDifference(counted, 60.4, 'USD')).toBe(-0.05);
    expect(countedTotal({ '100000': 2, '5000': 1 }, 'LBP')).toBe(205_000);
    expect(countedTotal({ '10': Number.NaN, '5': -2 }, 'USD')).toBe(0);
  });
});
