import { DAY_MS, randomFor, REFERENCE_DATE } from '../random';
import type { AppointmentRecord, DoctorRecord } from '../records';

/**
 * The appointment calendar's week: each doctor works five of the seven days around the
 * reference day (two days off in a row, a different pair per doctor, so any weekday the demo's
 * rolling dates land on is a working day for most), a full day (08:00–18:00), a morning or an
 * afternoon, booked in 15–45 minute visits with a few free slots. The year of random bookings
 * (`seedAppointments`) already holds a few visits in these days: the week is laid around them,
 * never over them, except for a few deliberate double bookings the calendar marks.
 */

const TODAY = Math.floor(REFERENCE_DATE / DAY_MS) * DAY_MS;
const HOUR = 3_600_000;
const MINUTE = 60_000;
export const WEEK_DAYS = [-3, -2, -1, 0, 1, 2, 3] as const;

/** Routine reasons: a booked week has few acute ones (those come the same day). */
export const WEEK_REASONS = [
  'Annual check-up',
  'Follow-up of results',
  'Blood pressure check',
  'Diabetes control',
  'Blood test',
  'Vaccination',
  'Prenatal visit',
  'Eye examination',
  'Pre-operative assessment',
  'Back pain',
  'Skin rash',
];

/** Patients whose visits the end-to-end specs count (their patient page): left out of the week. */
export const COUNTED_PATIENTS = new Set(['cus-00619', 'cus-00647', 'cus-01271', 'cus-02000']);

export interface WeekVisit {
  doctorId: string;
  scheduled: number;
  durationMinutes: number;
  reason: string;
  /** A double booking made on purpose (the calendar's conflict marks). */
  conflict?: true;
}

type Interval = readonly [number, number];
const overlapping = (busy: readonly Interval[], from: number, to: number) =>
  busy.find(([start, end]) => start < to && from < end);

/** The visits of one doctor's working day, around what `busy` already holds. */
function dayOf(
  random: ReturnType<typeof randomFor>,
  doctorId: string,
  day: number,
  busy: Interval[],
) {
  const shift = random.weighted([
    [[8, 18], 3],
    [[8, 13], 1],
    [[13, 18], 1],
  ] as const);
  const [from, to] = [day + shift[0] * HOUR, day + shift[1] * HOUR];
  const visits: WeekVisit[] = [];
  let at = from;
  while (at + 15 * MINUTE <= to) {
    if (random.chance(0.3)) {
      at += random.pick([15, 30]) * MINUTE; // a free slot
      continue;
    }
    const minutes = random.pick([15, 20, 30, 30, 30, 45]);
    const end = at + minutes * MINUTE;
    if (end > to) break;
    const taken = overlapping(busy, at, end);
    if (taken) {
      at = Math.ceil(taken[1] / (5 * MINUTE)) * 5 * MINUTE;
      continue;
    }
    visits.push({
      doctorId,
      scheduled: at,
      durationMinutes: minutes,
      reason: random.pick(WEEK_REASONS),
    });
    busy.push([at, end]);
    at = end + random.pick([0, 0, 0, 5]) * MINUTE;
  }
  return visits;
}

/** Every doctor's week, then a double booking for three of them on the reference day. */
export function weekVisits(doctors: readonly DoctorRecord[], year: readonly AppointmentRecord[]) {
  const random = randomFor('appointments-week');
  const busy = new Map<string, Interval[]>();
  for (const a of year) {
    const start = Date.parse(a.scheduledAt);
    if (a.status === 'cancelled' || start < TODAY + WEEK_DAYS[0] * DAY_MS) continue;
    const list = busy.get(a.doctorId) ?? [];
    list.push([start, start + (a.durationMinutes ?? 30) * MINUTE]);
    busy.set(a.doctorId, list);
  }
  const visits = doctors.flatMap((doctor, index) => {
    const off = index % WEEK_DAYS.length;
    return WEEK_DAYS.flatMap((offset, d) =>
      d === off || d === (off + 1) % WEEK_DAYS.length
        ? []
        : dayOf(random, doctor._id, TODAY + offset * DAY_MS, busy.get(doctor._id) ?? []),
    );
  });
  const today = visits.filter((v) => v.scheduled >= TODAY && v.scheduled < TODAY + DAY_MS);
  for (const doctorId of [...new Set(today.map((v) => v.doctorId))].slice(0, 3)) {
    const booked = today.find((v) => v.doctorId === doctorId && v.durationMinutes >= 30)!;
    visits.push({
      doctorId,
      scheduled: booked.scheduled + 10 * MINUTE,
      durationMinutes: 20,
      reason: 'Follow-up of results',
      conflict: true,
    });
  }
  return visits;
}
