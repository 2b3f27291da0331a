import {
  addDays,
  atHour,
  dayKey,
  dayKeyOf,
  daysBefore,
  daysBetween,
  dayStart,
  isDayKey,
  isRealDay,
  localDateTime,
  parseDayKey,
  sameDay,
  weekOf,
} from './dates';

/** The reader's zone for the tests of a block (Node reads TZ again when it changes). */
function inZone(zone: string) {
  const before = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    process.env.TZ = before;
  });
}

const HOUR = 3_600_000;

describe('day keys near midnight', () => {
  inZone('America/New_York');

  it('are the reader’s day, not UTC’s', () => {
    // 23:30 in New York is already the next day in UTC.
    expect(dayKey(new Date('2026-11-21T04:30:00Z'))).toBe('2026-11-20');
    expect(dayKey(new Date('2026-11-21T05:00:00Z'))).toBe('2026-11-21');
    expect(dayKeyOf('2026-11-21T04:59:59.999Z')).toBe('2026-11-20');
  });

  it('an unreadable moment has no day', () => {
    expect(dayKeyOf('soon')).toBeUndefined();
    expect(dayKeyOf(undefined)).toBeUndefined();
    expect(dayKeyOf('')).toBeUndefined();
  });

  it('read back as the reader’s midnight', () => {
    expect(parseDayKey('2026-11-20').toString()).toBe(new Date(2026, 10, 20).toString());
    expect(dayKey(dayStart('2026-11-20'))).toBe('2026-11-20');
    expect(dayKey(dayStart('2026-11-20') - 1)).toBe('2026-11-19');
  });

  it('tell a written day from a real one', () => {
    expect(isDayKey('2026-02-30')).toBe(true);
    expect(isRealDay('2026-02-30')).toBe(false);
    expect(isRealDay('2028-02-29')).toBe(true);
    expect(isRealDay('2026-11-20')).toBe(true);
    for (const bad of ['2026-1-20', '20-11-2026', '2026-11-20T00:00', '', undefined, 20261120])
      expect(isDayKey(bad)).toBe(false);
  });
});

describe('month and year ends', () => {
  inZone('Asia/Beirut');

  it('days are added through the calendar', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('ranges and weeks cross them', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysBetween('2026-11-21', '2026-11-20')).toEqual([]);
    // 2026-12-31 is a Thursday: its week runs Monday 28 December to Sunday 3 January.
    expect(weekOf('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(weekOf('2026-11-23')[0]).toBe('2026-11-23');
    expect(weekOf('2026-11-22')[0]).toBe('2026-11-16');
  });
});

describe.each([
  // Spring: 02:00 → 03:00 on 8 March; autumn: 02:00 → 01:00 on 1 November.
  { zone: 'America/New_York', spring: '2026-03-08', autumn: '2026-11-01' },
  // The clocks change at midnight: 29 March starts at 01:00; 24 October has two 23:00s.
  { zone: 'Asia/Beirut', spring: '2026-03-29', autumn: '2026-10-24' },
])('the days the clocks change in $zone', ({ zone, spring, autumn }) => {
  inZone(zone);

  it('an hour of the day is the clock’s hour', () => {
    for (const day of [spring, autumn]) {
      for (const hour of [7, 8, 18, 20]) {
        const at = atHour(day, hour);
        expect([dayKey(at), at.getHours(), at.getMinutes()]).toEqual([day, hour, 0]);
      }
      expect(atHour(day, 9, 30).getMinutes()).toBe(30);
      expect(atHour(dayStart(day), 7).getHours()).toBe(7);
    }
  });

  it('a day lasts 23 or 25 hours and still ends where the next begins', () => {
    expect(dayStart(addDays(spring, 1)) - dayStart(spring)).toBe(23 * HOUR);
    expect(dayStart(addDays(autumn, 1)) - dayStart(autumn)).toBe(25 * HOUR);
    for (const day of [spring, autumn]) {
      expect(addDays(day, 1)).toBe(dayKey(parseDayKey(day).getTime() + 26 * HOUR - 1));
      expect(addDays(addDays(day, 1), -1)).toBe(day);
      expect(dayKey(dayStart(day))).toBe(day);
    }
  });

  it('days before a change start at the day’s start', () => {
    const after = atHour(addDays(spring, 2), 12);
    const start = daysBefore(after, 3);
    expect(dayKey(start)).toBe(addDays(spring, -1));
    expect(start.getTime()).toBe(dayStart(addDays(spring, -1)));
    expect(sameDay(atHour(autumn, 0, 30), atHour(autumn, 23, 30))).toBe(true);
  });

  it('a datetime input shows the clock’s time', () => {
    expect(localDateTime(atHour(spring, 9, 15))).toBe(`${spring}T09:15`);
    expect(localDateTime('not a time')).toBe('');
  });
});
