import { offHours } from './grid-events';
import { WORKING_HOURS } from './visits';

/**
 * The shaded hours of a doctor's day are the clinic's clock hours (before 8:00, after 18:00),
 * on the days the clocks change as on any other.
 */
describe.each([
  { zone: 'America/New_York', days: ['2026-03-08', '2026-11-01', '2026-11-20'] },
  // Lebanon changes its clocks at midnight: 29 March starts at 01:00.
  { zone: 'Asia/Beirut', days: ['2026-03-29', '2026-10-24', '2026-10-25'] },
])('off hours in $zone', ({ zone, days }) => {
  const before = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    process.env.TZ = before;
  });

  it.each(days)('on %s: 7:00 to opening, closing to 20:00', (day) => {
    const clock = (at: Date) => [at.getDate(), at.getHours(), at.getMinutes()];
    const date = Number(day.slice(8));
    expect(
      offHours(['doc-1'], [day]).map((r) => [r.doctorId, clock(r.start), clock(r.end)]),
    ).toEqual([
      ['doc-1', [date, 7, 0], [date, WORKING_HOURS.start, 0]],
      ['doc-1', [date, WORKING_HOURS.end, 0], [date, 20, 0]],
    ]);
  });
});
