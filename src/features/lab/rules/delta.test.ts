import { deltaOf, parseDeltaLimit, previousResult } from './delta';

const r = (id: string, sampledAt: string, value?: string, extra = {}) => ({
  id,
  customerId: 'p-1',
  examinationId: 'exm-K',
  testName: 'Potassium',
  value,
  sampledAt,
  ...extra,
});

describe('the delta check', () => {
  it('finds the latest earlier result of the same test and patient that has a value', () => {
    const history = [
      r('a', '2026-01-10T08:00:00Z', '4.0'),
      r('b', '2026-03-02T08:00:00Z', '4.4'),
      r('c', '2026-04-01T08:00:00Z', undefined),
      r('d', '2026-04-05T08:00:00Z', '9.9', { examinationId: 'exm-NA' }),
      r('e', '2026-04-06T08:00:00Z', '9.9', { customerId: 'p-2' }),
      r('f', '2026-06-01T08:00:00Z', '5.0'),
    ];
    const current = r('now', '2026-05-01T08:00:00Z', '5.2');
    expect(previousResult(history, current)?.id).toBe('b');
    // Nothing before the first one.
    expect(previousResult(history, history[0]!)).toBeUndefined();
    // Without an examination id, the test is known by its name.
    const byName = [{ ...r('x', '2026-01-01T08:00:00Z', '3.9'), examinationId: undefined }];
    expect(previousResult(byName, { ...current, examinationId: undefined })?.id).toBe('x');
  });

  it('gives the change, absolute and in per cent of the previous value', () => {
    expect(deltaOf('5.1', '4.9')).toEqual({
      absolute: 0.2,
      percent: expect.closeTo(4.08, 2),
      beyond: false,
      decimals: 1,
    });
    expect(deltaOf('90', '120')).toEqual({
      absolute: -30,
      percent: -25,
      beyond: false,
      decimals: 0,
    });
    expect(deltaOf('3', '0')).toMatchObject({ absolute: 3, percent: undefined, beyond: false });
  });

  it('flags a change beyond the limit, in the test’s unit or in per cent', () => {
    expect(deltaOf('5.6', '4.5', '1')?.beyond).toBe(true);
    expect(deltaOf('5.5', '4.5', '1')?.beyond).toBe(false);
    expect(deltaOf('3.4', '4.5', '1')?.beyond).toBe(true);
    expect(deltaOf('130', '100', '20%')?.beyond).toBe(true);
    expect(deltaOf('119', '100', '20 %')?.beyond).toBe(false);
    expect(deltaOf('79', '100', '20%')?.beyond).toBe(true);
    // From zero, any change is beyond a limit in per cent.
    expect(deltaOf('1', '0', '50%')?.beyond).toBe(true);
  });

  it('says nothing of findings, missing values or a limit it cannot read', () => {
    expect(deltaOf('positive', 'negative', '1')).toBeUndefined();
    expect(deltaOf(undefined, '4.5')).toBeUndefined();
    expect(deltaOf('4.5', null)).toBeUndefined();
    expect(deltaOf('9', '4', 'a lot')?.beyond).toBe(false);
    expect(parseDeltaLimit('1,5')).toEqual({ amount: 1.5, percent: false });
    expect(parseDeltaLimit('25%')).toEqual({ amount: 25, percent: true });
    expect(parseDeltaLimit('-2')).toBeUndefined();
  });
});
