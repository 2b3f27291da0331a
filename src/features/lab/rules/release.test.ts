import { labStages } from '@/api/lab/stages';
import type { Result } from '@/api/resources/results';
import { correctedFrom, release, standingOf, toRecord } from './release';

/** The clinic's statuses, read as the laboratory's stages by their names. */
const stages = labStages([
  { _id: 's-recv', name: 'Received' },
  { _id: 's-wait', name: 'Awaiting validation' },
  { _id: 's-ok', name: 'Validated' },
  { _id: 's-sent', name: 'Reported' },
  { _id: 's-rej', name: 'Rejected' },
  { _id: 's-can', name: 'Cancelled' },
  { _id: 's-odd', name: 'Somewhere else' },
]);
const r = (id: string, statusId: string, value: string | undefined, over: Partial<Result> = {}) =>
  ({ _id: id, statusId, value, testName: id, ...over }) as Result;
const ids = (rows: readonly Result[]) => rows.map((x) => x._id);

describe('which results a lab report releases', () => {
  const inScope = [
    r('validated', 's-ok', '4.1'),
    r('reported', 's-sent', '140'),
    r('awaiting', 's-wait', '5.9'),
    r('noValue', 's-recv', undefined),
    r('rejected', 's-rej', '9.9'),
    r('cancelled', 's-can', '1.0'),
  ];

  it('a FINAL report holds validated results only, and counts those withheld', () => {
    const report = release(inScope, stages, false);
    expect(report.kind).toBe('final');
    expect(ids(report.shown)).toEqual(['validated', 'reported']);
    expect(report.withheld).toBe(1);
  });

  it('a PRELIMINARY report adds the values awaiting validation, and says which', () => {
    const report = release(inScope, stages, true);
    expect(report.kind).toBe('preliminary');
    expect(ids(report.shown)).toEqual(['validated', 'reported', 'awaiting']);
    expect(ids(report.unvalidated)).toEqual(['awaiting']);
  });

  it('rejected and cancelled results never appear as values, not even on a preliminary report', () => {
    for (const preliminary of [false, true]) {
      const shown = ids(release(inScope, stages, preliminary).shown);
      expect(shown).not.toContain('rejected');
      expect(shown).not.toContain('cancelled');
      expect(shown).not.toContain('noValue');
    }
  });

  it('asked for a preliminary report with everything validated, it is FINAL', () => {
    expect(release([inScope[0]!], stages, true).kind).toBe('final');
  });

  it('a value changed after its report was printed makes the next report CORRECTED', () => {
    const printed = r('k', 's-ok', '4.1', {
      reportedAt: '2026-12-01T10:00:00Z',
      reportedValue: '4.1',
    });
    expect(release([printed], stages, false).kind).toBe('final');
    const changed = { ...printed, value: '4.6' };
    expect(correctedFrom(changed)).toBe('4.1');
    expect(release([changed, inScope[0]!], stages, false).kind).toBe('corrected');
    // Printed without a value recorded (another system's "reported"): nothing to compare.
    expect(correctedFrom({ ...changed, reportedValue: undefined })).toBeUndefined();
  });

  it('the status says it where its stage is known; our fields say it where it is not', () => {
    expect(standingOf(r('x', 's-ok', '1'), stages)).toBe('validated');
    // Validated, then un-validated: the status is back to awaiting validation.
    const unvalidated = r('x', 's-wait', '1', {
      validatedAt: '2026-12-01T10:00:00Z',
      unvalidatedAt: '2026-12-01T11:00:00Z',
    });
    expect(standingOf(unvalidated, stages)).toBe('unvalidated');
    expect(standingOf(r('x', 's-odd', '1', { validatedAt: '2026-12-01T10:00:00Z' }), stages)).toBe(
      'validated',
    );
    expect(standingOf(r('x', 's-odd', '1'), stages)).toBe('unvalidated');
  });

  it('printing records the validated results whose printed value is not recorded yet', () => {
    const recorded = r('done', 's-ok', '4.1', { reportedAt: '2026-12-01', reportedValue: '4.1' });
    const changed = r('changed', 's-ok', '4.6', { reportedAt: '2026-12-01', reportedValue: '4.1' });
    const report = release([recorded, changed, ...inScope], stages, true);
    expect(ids(toRecord(report))).toEqual(['changed', 'validated', 'reported']);
  });
});
