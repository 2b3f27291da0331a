import { criticalFlag, labFlag, numericValue } from './lab-flags';
import { parseLabNumber, rangeFlag, readLabRange, readLabValue, sharedDecimal } from './lab-values';

describe('values and ranges as a laboratory writes them (issue 41)', () => {
  it('reads thousands separators by the number’s shape', () => {
    expect(rangeFlag('250000', '150,000-450,000', 'en')).toBe('normal');
    expect(rangeFlag('250000', '150,000-450,000', 'fr')).toBe('normal');
    expect(rangeFlag('500,000', '150,000-450,000', 'en')).toBe('high');
    expect(rangeFlag('4500', '4,000-11,000', 'en')).toBe('normal');
    expect(rangeFlag('4500', '4,000-11,000', 'fr')).toBe('normal');
    expect(rangeFlag('3900', '4,000-11,000', 'en')).toBe('low');
    expect(rangeFlag('1.234.567,5', '1.000.000-2.000.000', 'de')).toBe('normal');
    expect(rangeFlag('150 000', '150 000 - 450 000', 'fr')).toBe('normal');
    expect(parseLabNumber('1,500,000')).toBe(1_500_000);
    expect(parseLabNumber('0,125', '.')).toBe(0.125);
    expect(parseLabNumber('1234,567', '.')).toBe(1234.567);
  });

  it('reads a comma as the decimal mark in a comma-decimal locale, or where the range says so', () => {
    expect(rangeFlag('4,5', '3,5-5,1', 'fr')).toBe('normal');
    expect(rangeFlag('5,4', '3,5-5,1', 'fr')).toBe('high');
    expect(rangeFlag('5,4', '3,5-5,1', 'en')).toBe('high');
    // "4,500" alone is ambiguous: the range's "3,5" tells it is 4.5 here, in any locale.
    expect(rangeFlag('4,500', '3,5-5,1', 'en')).toBe('normal');
    expect(rangeFlag('1,500', '< 2', 'fr')).toBe('normal');
    expect(rangeFlag('1,500', '< 2', 'en')).toBe('high');
    expect(sharedDecimal(['3.5-5.1', '4,500'], 'fr')).toBe('.');
  });

  it('flags censored values against the range', () => {
    expect(rangeFlag('>1000', '150-450')).toBe('high');
    expect(rangeFlag('> 1000', '< 200')).toBe('high');
    expect(rangeFlag('<0.1', '0.5-2.0')).toBe('low');
    expect(rangeFlag('<0.1', '0-5')).toBe('normal');
    expect(rangeFlag('≤ 0.5', '0.5-2.0')).toBeUndefined();
    expect(rangeFlag('>5', '3.5-5.1')).toBeUndefined();
    expect(rangeFlag('≥5.2', '3.5-5.1')).toBe('high');
    expect(labFlag('>1000', '150-450', { criticalHigh: 600 })).toBe('HH');
    expect(labFlag('<0.1', '0.5-2', { criticalLow: 0.2 })).toBe('LL');
    expect(criticalFlag('>5', { criticalHigh: 6 })).toBeUndefined();
    // A censored value is no one number: no change can be worked out from it.
    expect(numericValue('>1000')).toBeUndefined();
    expect(readLabValue('<0.1')).toMatchObject({ number: 0.1, censored: '<' });
  });

  it('ignores the unit after the numbers', () => {
    expect(rangeFlag('5.4', '3.5-5.1 mmol/L')).toBe('high');
    expect(rangeFlag('4.2 mmol/L', '3.5–5.1 mmol/L')).toBe('normal');
    expect(rangeFlag('300', '150-450 x10^9/L')).toBe('normal');
    expect(rangeFlag('12', '< 5 mg/dL')).toBe('high');
    expect(readLabRange('-2 to +3 mmol/L')).toEqual({
      low: { at: -2, inclusive: true },
      high: { at: 3, inclusive: true },
    });
  });

  it('reads Arabic-Indic digits', () => {
    expect(rangeFlag('٤٫٥', '3.5-5.1')).toBe('normal');
    expect(numericValue('١٢٬٥٠٠')).toBe(12_500);
  });

  it('reads no number where there is none, or another one', () => {
    for (const text of ['negative', '1e3', '1/40', '1:80', '2-3 /hpf', '1,2,3', ''])
      expect(numericValue(text)).toBeUndefined();
    expect(readLabRange('see report')).toBeUndefined();
    expect(readLabRange('5.1-3.5')).toBeUndefined();
    expect(rangeFlag('4', 'negative')).toBeUndefined();
  });
});
