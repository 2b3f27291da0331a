import type { APPOINTMENT_STATUSES } from '@/api/resources/appointments';
import type { TICKET_STATUSES } from '@/api/resources/tickets';
import { DAY_MS, iso, randomFor, REFERENCE_DATE, seqId, type Random } from '../random';
import type { AppointmentRecord, ClinicAppointmentRecord, TicketRecord } from '../records';
import { once } from '../table';
import { seedDocuments } from './documents';
import { seedCustomers, seedDoctors, SPECIALTIES } from './people';
import { COUNTED_PATIENTS, weekVisits } from './week';

export const APPOINTMENT_COUNT = 3000;
export const CLINIC_APPOINTMENT_COUNT = 1500;
export const TICKET_COUNT = 150;
type Status = (typeof APPOINTMENT_STATUSES)[number];
const TODAY = Math.floor(REFERENCE_DATE / DAY_MS) * DAY_MS;

/** A slot on the quarter hour, 08:00–17:45, `fromDays`..`toDays` from today. */
const slot = (random: Random, fromDays: number, toDays: number) =>
  TODAY + random.int(fromDays, toDays) * DAY_MS + (8 * 4 + random.int(0, 39)) * 15 * 60_000;

function statusAt(random: Random, scheduled: number): Status {
  if (scheduled >= TODAY + DAY_MS) return random.chance(0.9) ? 'scheduled' : 'cancelled';
  if (scheduled >= TODAY)
    return scheduled > REFERENCE_DATE
      ? 'scheduled'
      : random.weighted([
          ['checked-in', 3],
          ['in-progress', 2],
          ['completed', 4],
          ['no-show', 1],
        ] as const);
  return random.weighted([
    ['completed', 80],
    ['cancelled', 10],
    ['no-show', 10],
  ] as const);
}

/** Booked up to a month ahead, never after "now"; rows are returned oldest booking first. */
const bookedAt = (random: Random, scheduled: number) =>
  Math.min(
    scheduled - random.int(0, 30) * DAY_MS - random.int(30, 600) * 60_000,
    REFERENCE_DATE - random.int(1, 600) * 60_000,
  );

const REASONS = [
  'Blood test',
  'Annual check-up',
  'Follow-up of results',
  'Fever and cough',
  'Chest pain',
  'Diabetes control',
  'Blood pressure check',
  'Prenatal visit',
  'Skin rash',
  'Back pain',
  'Vaccination',
  'Ear pain',
  'Eye examination',
  'Pre-operative assessment',
];
const NOTES = [
  'Fasting since last night.',
  'Bring previous results.',
  'Patient asked for a female doctor.',
  'Interpreter needed (Arabic).',
  'Wheelchair access.',
];

const seedYear = once((): AppointmentRecord[] => {
  const random = randomFor('appointments');
  const customers = seedCustomers();
  const doctors = seedDoctors();
  return Array.from({ length: APPOINTMENT_COUNT }, () => {
    const scheduled = slot(random, -365, 45);
    return { scheduled, created: bookedAt(random, scheduled) };
  })
    .sort((a, b) => a.created - b.created)
    .map(({ scheduled, created }, i) => {
      const _id = seqId('apt', i + 1, 5);
      const row: AppointmentRecord = {
        _id,
        customerId: random.pick(customers)._id,
        doctorId: random.pick(doctors)._id,
        scheduledAt: iso(scheduled),
        durationMinutes: random.pick([15, 20, 30, 30, 45, 60]),
        reason: random.pick(REASONS),
        status: statusAt(random, scheduled),
        createdAt: iso(created),
        updatedAt: iso(
          Math.min(Math.max(created, scheduled) + random.int(0, 90) * 60_000, REFERENCE_DATE),
        ),
        documents: seedDocuments(random, _id, created, 30),
      };
      if (random.chance(0.1)) row.notes = random.pick(NOTES);
      return row;
    });
});

/**
 * A year of bookings, then the calendar's week around the reference day (`week.ts`), merged
 * oldest booking first. The week has its own random stream and ids (`apt-1xxxx`), so the year's
 * records are the same as before it came.
 */
export const seedAppointments = once((): AppointmentRecord[] => {
  const year = seedYear();
  const random = randomFor('appointments-week-rows');
  const patients = seedCustomers().filter((c) => !COUNTED_PATIENTS.has(c._id));
  const week = weekVisits(seedDoctors(), year)
    .map((visit) => ({ visit, created: bookedAt(random, visit.scheduled) }))
    .sort((a, b) => a.created - b.created)
    .map(({ visit, created }, i): AppointmentRecord => {
      const _id = seqId('apt', 10_001 + i, 5);
      return {
        _id,
        customerId: random.pick(patients)._id,
        doctorId: visit.doctorId,
        scheduledAt: iso(visit.scheduled),
        durationMinutes: visit.durationMinutes,
        reason: visit.reason,
        status: statusAt(random, visit.scheduled),
        createdAt: iso(created),
        updatedAt: iso(created),
        documents: [],
        ...(visit.conflict && { notes: 'Double-booked: confirm with the doctor.' }),
      };
    });
  return [...year, ...week].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
});

export const seedClinicAppointments = once((): ClinicAppointmentRecord[] => {
  const random = randomFor('clinicAppointments');
  const customers = seedCustomers();
  const doctors = seedDoctors();
  const clinics = SPECIALTIES.flatMap(([specialty, , clinic]) =>
    clinic ? [{ clinic, doctors: doctors.filter((d) => d.specialty === specialty) }] : [],
  );
  return Array.from({ length: CLINIC_APPOINTMENT_COUNT }, () => {
    const scheduled = slot(random, -180, 30);
    return { scheduled, created: bookedAt(random, scheduled) };
  })
    .sort((a, b) => a.created - b.created)
    .map(({ scheduled, created }, i) => {
      const id = seqId('cla', i + 1, 5);
      const { clinic, doctors: staff } = random.weighted(
        clinics.map((c) => [c, c.clinic === 'general' ? 4 : 1] as const),
      );
      const row: ClinicAppointmentRecord = {
        id,
        customerId: random.pick(customers)._id,
        doctorId: random.pick(staff)._id,
        clinic,
        scheduledAt: iso(scheduled),
        status: statusAt(random, scheduled),
        createdAt: iso(created),
        documents: seedDocuments(random, id, created, 30),
      };
      if (random.chance(0.1)) row.notes = random.pick(NOTES);
      return row;
    });
});

/** Today's queue: most tickets served, a few at the counters, the last ones waiting. */
export const seedTickets = once((): TicketRecord[] => {
  const random = randomFor('tickets');
  const customers = seedCustomers();
  const opening = TODAY + 7 * 3_600_000;
  const waitingFrom = TICKET_COUNT - 30;
  let drawn = opening;
  return Array.from({ length: TICKET_COUNT }, (_, i) => {
    drawn += random.int(20, 80) * 1000;
    const number = i + 1;
    const status: (typeof TICKET_STATUSES)[number] =
      number > waitingFrom
        ? 'waiting'
        : number > waitingFrom - 2
          ? 'called'
          : number > waitingFrom - 5
            ? 'serving'
            : random.chance(0.05)
              ? 'skipped'
              : 'done';
    const row: TicketRecord = {
      _id: seqId('tkt', number, 3),
      number,
      service: random.weighted([
        ['Laboratory', 5],
        ['Reception', 3],
        ['Cashier', 2],
        ['Results pick-up', 2],
        ['Consultation', 2],
      ] as const),
      status,
      createdAt: iso(drawn),
    };
    if (random.chance(0.6)) row.customerId = random.pick(customers)._id;
    if (status !== 'waiting') {
      row.counter = String(random.int(1, 6));
      row.calledAt = iso(drawn + random.int(2, 25) * 60_000);
    }
    return row;
  });
});
