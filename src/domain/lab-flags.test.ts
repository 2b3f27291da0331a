import { criticalFlag, labFlag, numericValue } from './lab-flags';

const potassium = { criticalLow: 2.5, criticalHigh: 6.5 };

describe('the laboratory flags', () => {
  it('reads L, N and H against a numeric range "low-high", its edges normal', () => {
    expect(labFlag('3.4', '3.5-5.1')).toBe('L');
    expect(labFlag('3.5', '3.5-5.1')).toBe('N');
    expect(labFlag('5.1', '3.5-5.1')).toBe('N');
    expect(labFlag('5.2', '3.5-5.1')).toBe('H');
    // Written with a comma, or a space, as in French reports.
    expect(labFlag('5,4', '3,5 - 5,1')).toBe('H');
    // The unit after the numbers is not part of them.
    expect(labFlag('4.2 mmol/L', '3.5-5.1')).toBe('N');
    expect(labFlag('5.4', '3.5-5.1 mmol/L')).toBe('H');
  });

  it('gives LL and HH beyond the critical limits, strictly, ahead of L and H', () => {
    expect(labFlag('2.4', '3.5-5.1', potassium)).toBe('LL');
    expect(labFlag('2.5', '3.5-5.1', potassium)).toBe('L');
    expect(labFlag('6.5', '3.5-5.1', potassium)).toBe('H');
    expect(labFlag('6.6', '3.5-5.1', potassium)).toBe('HH');
    expect(labFlag('4.2', '3.5-5.1', potassium)).toBe('N');
  });

  it('reads one-sided ranges: "< 5", "<=5", "≤ 5", "> 10", ">= 10", "≥ 10"', () => {
    expect(labFlag('4.9', '< 5')).toBe('N');
    expect(labFlag('5', '< 5')).toBe('H');
    expect(labFlag('5', '<=5')).toBe('N');
    expect(labFlag('5.1', '≤ 5')).toBe('H');
    expect(labFlag('10.5', '> 10')).toBe('N');
    expect(labFlag('10', '> 10')).toBe('L');
    expect(labFlag('10', '>= 10')).toBe('N');
    expect(labFlag('9.9', '≥ 10')).toBe('L');
    // A one-sided range with a critical limit on its open side.
    expect(labFlag('480', '<150', { criticalHigh: 450 })).toBe('HH');
  });

  it('never flags a finding, an empty value or a range it cannot read', () => {
    expect(labFlag('negative', 'negative')).toBeUndefined();
    expect(labFlag('positive', 'negative', potassium)).toBeUndefined();
    expect(labFlag('4.2', 'see comment')).toBeUndefined();
    expect(labFlag(undefined, '3.5-5.1')).toBeUndefined();
    expect(labFlag(null, '3.5-5.1', potassium)).toBeUndefined();
    expect(labFlag('  ', '3.5-5.1')).toBeUndefined();
  });

  it('still flags a critical value when the range is missing or a finding', () => {
    expect(labFlag('7.1', undefined, potassium)).toBe('HH');
    expect(labFlag('4.0', undefined, potassium)).toBeUndefined();
    expect(criticalFlag('2', { criticalLow: 2.5 })).toBe('LL');
    expect(criticalFlag('9', { criticalLow: 2.5 })).toBeUndefined();
    expect(criticalFlag('9', undefined)).toBeUndefined();
  });

  it('reads numbers as laboratories write them', () => {
    expect(numericValue('-1.5')).toBe(-1.5);
    expect(numericValue('+3')).toBe(3);
    expect(numericValue('12,5')).toBe(12.5);
    expect(numericValue('1e3')).toBeUndefined();
    expect(numericValue('<5')).toBeUndefined();
  });
});
