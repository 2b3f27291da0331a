import type { LabStage } from '@/api/resources/examination-statuses';
import { deltaOf, parseDeltaLimit, previousResult, textChanged } from './delta';

/** A validated result (validated an hour after sampling) unless `extra` says otherwise. */
const r = (id: string, sampledAt: string, value?: string, extra = {}) => ({
  id,
  customerId: 'p-1',
  examinationId: 'exm-K',
  testName: 'Potassium',
  value,
  sampledAt,
  validatedAt: new Date(Date.parse(sampledAt) + 3_600_000).toISOString(),
  ...extra,
});

describe('the delta check', () => {
  it('finds the latest earlier validated result of the same test and patient that has a value', () => {
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

  it('passes over results not validated: awaiting, un-validated, rejected, rerun', () => {
    const stages: Record<string, LabStage> = {
      s1: 'validation',
      s2: 'validated',
      s3: 'closed',
      s4: 'entry',
      s5: 'reported',
    };
    const rules = { stageOf: (id: string) => stages[id] };
    const current = r('now', '2026-05-01T08:00:00Z', '5.2');
    const prev = (extra: object) =>
      previousResult([r('a', '2026-04-01T08:00:00Z', '4.0', extra)], current, rules);
    expect(prev({ validatedAt: undefined })).toBeUndefined();
    expect(prev({ unvalidatedAt: '2026-04-02T08:00:00Z' })).toBeUndefined();
    expect(prev({ statusId: 's1' })).toBeUndefined();
    expect(prev({ statusId: 's3' })).toBeUndefined();
    expect(prev({ statusId: 's4' })).toBeUndefined();
    expect(prev({ statusId: 's2' })?.id).toBe('a');
    // A server that keeps no validation fields: the status alone says validated.
    expect(prev({ statusId: 's5', validatedAt: undefined })?.id).toBe('a');
    // A status of no known stage: the result's own fields say.
    expect(prev({ statusId: 'other' })?.id).toBe('a');
    // An older validated one stands in for a newer one that is not.
    const history = [
      r('old', '2026-03-01T08:00:00Z', '4.1'),
      r('new', '2026-04-01T08:00:00Z', '4.6', { statusId: 's3' }),
    ];
    expect(previousResult(history, current, rules)?.id).toBe('old');
  });

  it('looks back over the test’s delta window, a year by default', () => {
    const current = r('now', '2026-05-01T08:00:00Z', '5.2');
    const old = [r('a', '2025-04-30T08:00:00Z', '4.0')];
    expect(previousResult(old, current)).toBeUndefined();
    expect(previousResult([r('b', '2025-05-02T08:00:00Z', '4.0')], current)?.id).toBe('b');
    expect(previousResult(old, current, { windowDays: 400 })?.id).toBe('a');
    expect(
      previousResult([r('c', '2026-03-01T08:00:00Z', '4.0')], current, { windowDays: 30 }),
    ).toBeUndefined();
  });

  it('compares text results: a blood group that changed is flagged', () => {
    expect(textChanged('B+', 'A+')).toBe(true);
    expect(textChanged('A Rh+', 'a +')).toBe(false);
    expect(textChanged('Negative', 'negative')).toBe(false);
    expect(textChanged('positive', 'negative')).toBe(true);
    // Numbers are the delta's; censored values are no text.
    expect(textChanged('5.1', '4.9')).toBeUndefined();
    expect(textChanged('>1000', '900')).toBeUndefined();
    expect(textChanged('A+', undefined)).toBeUndefined();
  });

  it('reads values as a laboratory writes them, and works out no change from a censored one', () => {
    expect(deltaOf('250,000', '150,000')).toMatchObject({ absolute: 100_000, decimals: 0 });
    expect(deltaOf('4,8', '4,2')).toMatchObject({ absolute: 0.6, decimals: 1 });
    expect(deltaOf('>1000', '900')).toBeUndefined();
  });
});
