import { DAY_MS, randomFor, REFERENCE_DATE } from '../random';
import type { AppointmentRecord, DoctorRecord } from '../records';

/**
 * The appointment calendar's week around the reference day, as a clinic of sixty doctors books
 * it: general practitioners work five of the seven days (two days off in a row, a different pair
 * each, so any weekday the demo's rolling dates land on is a working day for most), specialists
 * hold two clinic sessions (a morning, an afternoon or a full day: they also operate, read scans
 * or work at the hospital). A session is booked in 15–45 minute visits with a few free slots,
 * 8 to 16 visits a full day. About 150 visits a day in all: the dashboard's "appointments today"
 * stays a few pages. The year of random bookings (`seedAppointments`) already holds a few visits
 * in these days: the week is laid around them, never over them, except for a few deliberate
 * double bookings the calendar marks.
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

type Shift = readonly [number, number];
const FULL_DAY: Shift = [8, 18];
const MORNING: Shift = [8, 13];
const AFTERNOON: Shift = [13, 18];

/** General practitioners are in most days, mostly all day; specialists come for sessions. */
const isGeneralPractice = (doctor: DoctorRecord) => doctor.specialty === 'General practice';

/** The days of `WEEK_DAYS` (their indexes) a doctor works, staggered by the doctor's index. */
function workingDays(doctor: DoctorRecord, index: number) {
  const days = WEEK_DAYS.map((_, d) => d);
  if (isGeneralPractice(doctor)) {
    const off = index % WEEK_DAYS.length;
    return days.filter((d) => d !== off && d !== (off + 1) % WEEK_DAYS.length);
  }
  return [index % WEEK_DAYS.length, (index + 3) % WEEK_DAYS.length].sort();
}

/** The visits of one doctor's working day, around what `busy` already holds. */
function dayOf(
  random: ReturnType<typeof randomFor>,
  doctor: DoctorRecord,
  day: number,
  busy: Interval[],
) {
  const doctorId = doctor._id;
  const shift = random.weighted<Shift>(
    isGeneralPractice(doctor)
      ? [
          [FULL_DAY, 3],
          [MORNING, 1],
          [AFTERNOON, 1],
        ]
      : [
          [FULL_DAY, 1],
          [MORNING, 2],
          [AFTERNOON, 2],
        ],
  );
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
  const visits = doctors.flatMap((doctor, index) =>
    workingDays(doctor, index).flatMap((d) =>
      dayOf(random, doctor, TODAY + WEEK_DAYS[d]! * DAY_MS, busy.get(doctor._id) ?? []),
    ),
  );
  // Three doctors double-booked on the reference day: a visit 10 minutes into one of 30 or more.
  const today = visits.filter(
    (v) => v.scheduled >= TODAY && v.scheduled < TODAY + DAY_MS && v.durationMinutes >= 30,
  );
  const first = new Map<string, WeekVisit>();
  for (const v of today) if (!first.has(v.doctorId)) first.set(v.doctorId, v);
  for (const booked of [...first.values()].slice(0, 3))
    visits.push({
      doctorId: booked.doctorId,
      scheduled: booked.scheduled + 10 * MINUTE,
      durationMinutes: 20,
      reason: 'Follow-up of results',
      conflict: true,
    });
  return visits;
}
