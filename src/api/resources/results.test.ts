import { resultFlag } from '@/domain/lab-flags';

describe('result flags against the reference range', () => {
  it.each([
    ['3.2', '3.5-5.1', 'low'],
    ['5.4', '3.5-5.1', 'high'],
    ['4.0', '3.5 - 5.1', 'normal'],
    ['3.5', '3.5-5.1', 'normal'],
    ['5,2', '3,5–5,1', 'high'],
    ['250', '<200', 'high'],
    ['150', '<200', 'normal'],
    ['35', '>40', 'low'],
    ['40', '>=40', 'normal'],
    ['4.1', '≤4', 'high'],
    // The unit after the number is not the value's (issue 41).
    ['5.4 mmol', '3.5-5.1', 'high'],
  ])('%s against %s is %s', (value, range, flag) => {
    expect(resultFlag(value, range)).toBe(flag);
  });

  it.each([
    ['negative', 'negative'],
    ['5.4', ''],
    ['', '3.5-5.1'],
    ['5.4', 'see report'],
  ])('does not flag %j against %j', (value, range) => {
    expect(resultFlag(value, range)).toBeUndefined();
  });
});
