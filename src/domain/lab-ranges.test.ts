import { describe, expect, it } from 'vitest';
import { labFlag, strictestLimits } from './lab-flags';
import { ageIn } from './age';
import { chooseBand, chooseRange, type RangeBand } from './lab-ranges';
import { bandProblems } from './lab-range-checks';

const FERRITIN = {
  referenceRange: '20-300',
  criticalLow: 5,
  ranges: [
    { sex: 'female', ageFrom: 18, ageUnit: 'years', low: 15, high: 150 },
    { sex: 'male', ageFrom: 18, ageUnit: 'years', low: 30, high: 400, criticalHigh: 1000 },
  ] satisfies RangeBand[],
};

/** Haemoglobin (g/dL) for newborns in days, infants in months, then women and men. */
const HAEMOGLOBIN: RangeBand[] = [
  { ageFrom: 0, ageTo: 14, ageUnit: 'days', low: 14.5, high: 22.5, criticalLow: 9.5 },
  { ageFrom: 14, ageTo: 60, ageUnit: 'days', low: 10, high: 18 },
  { ageFrom: 2, ageTo: 12, ageUnit: 'months', low: 9.5, high: 14 },
  { ageFrom: 1, ageTo: 12, ageUnit: 'years', low: 11, high: 14.5 },
  { sex: 'female', ageFrom: 12, ageUnit: 'years', low: 12, high: 15.5 },
  { sex: 'male', ageFrom: 12, ageUnit: 'years', low: 13.5, high: 17.5 },
];

describe('ageIn', () => {
  it('counts completed days, months and years on the sample day', () => {
    expect(ageIn('days', '2026-11-20', '2026-11-27T08:00:00Z')).toBe(7);
    expect(ageIn('days', '2026-11-27', '2026-11-27T23:00:00')).toBe(0);
    expect(ageIn('months', '2026-01-31', '2026-02-27')).toBe(0);
    // Born on the 31st: a month old on the month's last day.
    expect(ageIn('months', '2026-01-31', '2026-02-28')).toBe(1);
    expect(ageIn('years', '1990-06-15', '2026-06-14')).toBe(35);
    expect(ageIn('years', '1990-06-15', '2026-06-15')).toBe(36);
    // Born on 29 February: a year older on 28 February of a common year.
    expect(ageIn('years', '2024-02-29', '2025-02-28')).toBe(1);
  });

  it('knows no age without a birth date, or before the birth', () => {
    expect(ageIn('years', undefined, '2026-01-01')).toBeUndefined();
    expect(ageIn('years', 'unknown', '2026-01-01')).toBeUndefined();
    expect(ageIn('days', '2026-02-01', '2026-01-01')).toBeUndefined();
  });
});

describe('chooseRange', () => {
  const result = (range = '20-300') => ({ range, sampledAt: '2026-11-27T09:00:00' });

  it("reads a woman's and a man's ferritin each against their own range", () => {
    const woman = chooseRange(result(), FERRITIN, { sex: 'female', dateOfBirth: '1980-03-02' });
    const man = chooseRange(result(), FERRITIN, { sex: 'male', dateOfBirth: '1980-03-02' });
    expect(woman.range).toBe('15-150');
    expect(man.range).toBe('30-400');
    // 25 is normal for her, low for him; against the general range it would be normal too.
    expect(labFlag('25', woman.range, woman.limits)).toBe('N');
    expect(labFlag('25', man.range, man.limits)).toBe('L');
    // 200 is high for her, normal for him.
    expect(labFlag('200', woman.range, woman.limits)).toBe('H');
    expect(labFlag('200', man.range, man.limits)).toBe('N');
    expect(man.used).toMatchObject({ kind: 'band', index: 1 });
  });

  it("keeps the test's critical limits where a band has none, and a band's own where it has", () => {
    const woman = chooseRange(result(), FERRITIN, { sex: 'female', dateOfBirth: '1980-03-02' });
    const man = chooseRange(result(), FERRITIN, { sex: 'male', dateOfBirth: '1980-03-02' });
    expect(woman.limits).toEqual({ criticalLow: 5, criticalHigh: undefined });
    expect(man.limits).toEqual({ criticalLow: 5, criticalHigh: 1000 });
    expect(labFlag('1200', man.range, man.limits)).toBe('HH');
    expect(labFlag('4', woman.range, woman.limits)).toBe('LL');
  });

  it('takes the general range, and says why, when sex or birth date is missing', () => {
    expect(chooseRange(result(), FERRITIN, { dateOfBirth: '1980-03-02' })).toEqual({
      range: '20-300',
      limits: { criticalLow: 5, criticalHigh: undefined },
      used: { kind: 'general', reason: 'noSex' },
    });
    expect(chooseRange(result(), FERRITIN, { sex: 'male' }).used).toEqual({
      kind: 'general',
      reason: 'noBirthDate',
    });
    expect(chooseRange(result(), FERRITIN, undefined).used).toEqual({
      kind: 'general',
      reason: 'noSex',
    });
    // A child: sex and age known, no band for them.
    expect(
      chooseRange(result(), FERRITIN, { sex: 'female', dateOfBirth: '2020-01-01' }).used,
    ).toEqual({ kind: 'general', reason: 'noBand' });
    expect(chooseRange(result(), { referenceRange: '20-300' }, { sex: 'male' }).used).toEqual({
      kind: 'general',
      reason: 'noBands',
    });
  });

  it("keeps a range set on the result itself, apart from the test's general one", () => {
    const chosen = chooseRange(result('10-100'), FERRITIN, {
      sex: 'male',
      dateOfBirth: '1980-03-02',
    });
    expect(chosen).toMatchObject({ range: '10-100', used: { kind: 'own' } });
  });

  it('prints a band with one bound as a bound the flags read', () => {
    const test = {
      referenceRange: '< 5',
      ranges: [{ sex: 'male', high: 4 }] satisfies RangeBand[],
    };
    const chosen = chooseRange(result('< 5'), test, { sex: 'male' });
    expect(chosen.range).toBe('≤ 4');
    expect(labFlag('4.5', chosen.range, chosen.limits)).toBe('H');
  });
});

describe('chooseBand', () => {
  const on = '2026-11-27T10:00:00';
  const pick = (sex: string | undefined, dateOfBirth: string | undefined) => {
    const chosen = chooseBand(HAEMOGLOBIN, { sex, dateOfBirth }, on);
    return 'band' in chosen ? chosen.index : chosen.reason;
  };

  it('takes newborns by days, with the band starting at a day included and ending excluded', () => {
    expect(pick(undefined, '2026-11-27')).toBe(0); // born today: 0 days
    expect(pick('female', '2026-11-14')).toBe(0); // 13 days
    expect(pick('female', '2026-11-13')).toBe(1); // 14 days: the next band
    expect(pick('male', '2026-09-29')).toBe(1); // 59 days
    // 60 days, one month and 30 days: between the bands written in days and in months.
    expect(pick('male', '2026-09-28')).toBe('noBand');
  });

  it('moves to months, then years, then the sex of the patient', () => {
    expect(pick('male', '2026-09-27')).toBe(2); // 61 days, 2 months
    expect(pick('male', '2025-11-28')).toBe(2); // 11 months
    expect(pick('male', '2025-11-27')).toBe(3); // one year today
    expect(pick('female', '2014-11-28')).toBe(3); // 11 years
    expect(pick('female', '2014-11-27')).toBe(4); // twelve today
    expect(pick('male', '2014-11-27')).toBe(5);
  });

  it("does not need a sex for the children's bands, nor a birth date for bands without age", () => {
    expect(pick(undefined, '2020-01-01')).toBe(3);
    expect(pick(undefined, '2000-01-01')).toBe('noSex');
    expect(pick('female', undefined)).toBe('noBirthDate');
    expect(chooseBand([{ sex: 'female', low: 1, high: 2 }], { sex: 'female' }, on)).toEqual({
      band: { sex: 'female', low: 1, high: 2 },
      index: 0,
    });
  });

  it("prefers the band of the patient's sex over one for both", () => {
    const bands: RangeBand[] = [
      { low: 1, high: 2 },
      { sex: 'female', low: 3, high: 4 },
    ];
    expect(chooseBand(bands, { sex: 'female' }, on)).toMatchObject({ index: 1 });
    expect(chooseBand(bands, { sex: 'male' }, on)).toMatchObject({ index: 0 });
    expect(chooseBand(bands, {}, on)).toMatchObject({ index: 0 });
  });
});

describe('bandProblems', () => {
  it('finds nothing wrong in bands that follow each other', () => {
    expect(bandProblems(HAEMOGLOBIN)).toEqual([]);
    expect(bandProblems(FERRITIN.ranges)).toEqual([]);
  });

  it('refuses low at or above high, an age band that ends before it starts, no limit', () => {
    expect(
      bandProblems([{ low: 5, high: 5 }, { ageFrom: 10, ageTo: 2, low: 1 }, { sex: 'male' }]),
    ).toEqual([
      { index: 0, problem: 'lowNotBelowHigh' },
      { index: 0, problem: 'overlap' },
      { index: 1, problem: 'ageOrder' },
      { index: 1, problem: 'overlap' },
      { index: 2, problem: 'noLimit' },
    ]);
  });

  it('refuses overlapping ages for the same sex, across units, not across sexes', () => {
    expect(
      bandProblems([
        { sex: 'female', ageFrom: 0, ageTo: 1, ageUnit: 'years', low: 1, high: 2 },
        { sex: 'female', ageFrom: 6, ageTo: 18, ageUnit: 'months', low: 1, high: 2 },
        { sex: 'male', ageFrom: 6, ageTo: 18, ageUnit: 'months', low: 1, high: 2 },
      ]),
    ).toEqual([
      { index: 0, problem: 'overlap' },
      { index: 1, problem: 'overlap' },
    ]);
  });

  it('refuses critical limits inside the range', () => {
    expect(bandProblems([{ low: 10, high: 20, criticalLow: 12, criticalHigh: 15 }])).toEqual([
      { index: 0, problem: 'criticalLowAboveLow' },
      { index: 0, problem: 'criticalHighBelowHigh' },
    ]);
  });
});

describe('strictestLimits', () => {
  it("watches with the strictest of the test's limits until the patient is known", () => {
    expect(strictestLimits(FERRITIN)).toEqual({ criticalLow: 5, criticalHigh: 1000 });
    expect(strictestLimits({ criticalLow: 2, ranges: HAEMOGLOBIN })).toEqual({
      criticalLow: 9.5,
      criticalHigh: undefined,
    });
    expect(strictestLimits(undefined)).toEqual({ criticalLow: undefined, criticalHigh: undefined });
  });
});
