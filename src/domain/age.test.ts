import { ageIn, ageOf } from './age';
import { chooseRange, type RangeBand } from './lab-ranges';

/** Runs `check` with the process in `zone` (the reader's time zone, the clinic's). */
function inZone(zone: string, check: () => void) {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    process.env.TZ = before;
  }
}

describe('the one age rule', () => {
  it('says days below one month, months below two years, years after', () => {
    expect(ageOf('2026-11-20', '2026-11-20')).toEqual({ unit: 'days', value: 0 });
    expect(ageOf('2026-11-20', '2026-12-19')).toEqual({ unit: 'days', value: 29 });
    expect(ageOf('2026-11-20', '2026-12-20')).toEqual({ unit: 'months', value: 1 });
    expect(ageOf('2024-11-21', '2026-11-20')).toEqual({ unit: 'months', value: 23 });
    expect(ageOf('2024-11-20', '2026-11-20')).toEqual({ unit: 'years', value: 2 });
    expect(ageOf('1980-11-21', '2026-11-20')).toEqual({ unit: 'years', value: 45 });
    expect(ageOf('1980-11-20T00:00:00Z', '2026-11-20')).toEqual({ unit: 'years', value: 46 });
  });

  it('counts a birthday at the month’s end and on a leap day', () => {
    // Born on the 31st: a month old on the last day of a shorter month.
    expect(ageOf('2026-01-31', '2026-02-27')).toEqual({ unit: 'days', value: 27 });
    expect(ageOf('2026-01-31', '2026-02-28')).toEqual({ unit: 'months', value: 1 });
    expect(ageOf('2026-10-31', '2026-11-30')).toEqual({ unit: 'months', value: 1 });
    expect(ageIn('months', '2026-03-31', '2026-04-29')).toBe(0);
    // Born 29 February 2024: two years old on 28 February 2026 (issue 41), a year on 28 Feb 2025.
    expect(ageOf('2024-02-29', '2026-02-28')).toEqual({ unit: 'years', value: 2 });
    expect(ageOf('2024-02-29', '2026-02-27')).toEqual({ unit: 'months', value: 23 });
    expect(ageIn('years', '2024-02-29', '2025-02-28')).toBe(1);
    expect(ageIn('days', '2024-02-28', '2024-03-01')).toBe(2);
  });

  it('gives the report and the range band the same answer', () => {
    const bands: RangeBand[] = [
      { ageFrom: 1, ageTo: 2, ageUnit: 'years', low: 10, high: 13 },
      { ageFrom: 2, ageTo: 12, ageUnit: 'years', low: 11, high: 14.5 },
    ];
    const patient = { dateOfBirth: '2024-02-29' };
    const sampledAt = '2026-02-28T09:00:00';
    const chosen = chooseRange({ sampledAt }, { ranges: bands }, patient);
    expect(chosen.used).toMatchObject({ kind: 'band', index: 1 });
    expect(ageOf(patient.dateOfBirth, sampledAt)).toEqual({ unit: 'years', value: 2 });
  });

  it('takes the sample’s local day, not UTC’s', () => {
    // 00:30 on 1 March in Beirut is 22:30 UTC on 28 February.
    const sampled = '2026-02-28T22:30:00Z';
    inZone('Asia/Beirut', () => {
      expect(ageIn('days', '2026-02-01', sampled)).toBe(28);
      expect(ageOf('2026-02-01', sampled)).toEqual({ unit: 'months', value: 1 });
      expect(ageOf('2026-02-01', new Date(sampled))).toEqual({ unit: 'months', value: 1 });
    });
    inZone('UTC', () => {
      expect(ageIn('days', '2026-02-01', sampled)).toBe(27);
      expect(ageOf('2026-02-01', sampled)).toEqual({ unit: 'days', value: 27 });
    });
  });

  it('knows no age without a real birth date, or before the birth', () => {
    expect(ageOf(undefined, '2026-01-01')).toBeUndefined();
    expect(ageOf('unknown', '2026-01-01')).toBeUndefined();
    expect(ageOf('1980-02-30', '2026-01-01')).toBeUndefined();
    expect(ageOf('2027-01-01', '2026-01-01')).toBeUndefined();
    expect(ageOf('2026-01-01', 'not a day')).toBeUndefined();
  });
});
