import { DAY_MS, REFERENCE_DATE } from './random';
import { daysSinceReference, rollForward } from './roll';

describe('rolling the seed forward to today', () => {
  it('counts whole days from the reference day to the reader’s today, never fewer than 0', () => {
    expect(daysSinceReference(new Date(2026, 10, 20, 23, 30))).toBe(0);
    expect(daysSinceReference(new Date(2026, 10, 25, 0, 5))).toBe(5);
    expect(daysSinceReference(new Date(2027, 0, 1, 12))).toBe(42);
    expect(daysSinceReference(new Date(2026, 0, 1))).toBe(0);
  });

  it('moves every moment, nested ones too, and leaves calendar dates and other values', () => {
    const row = {
      _id: 'x-1',
      scheduledAt: new Date(REFERENCE_DATE).toISOString(),
      dateOfBirth: '1980-05-01',
      effectiveDate: '2026-11-01',
      amount: 12,
      documents: [{ name: 'a.pdf', uploadedAt: '2026-11-19T10:00:00.000Z' }],
    };
    const [moved] = rollForward([row], 5);
    expect(moved).toEqual({
      ...row,
      scheduledAt: new Date(REFERENCE_DATE + 5 * DAY_MS).toISOString(),
      documents: [{ name: 'a.pdf', uploadedAt: '2026-11-24T10:00:00.000Z' }],
    });
  });

  it('gives the seed itself back when there is nothing to move', () => {
    const rows = [{ createdAt: '2026-11-20T09:00:00.000Z' }];
    expect(rollForward(rows, 0)).toBe(rows);
  });
});
