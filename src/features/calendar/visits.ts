import { atHour, type DayKey } from '@/domain/dates';
import type { VisitRecord } from './range';

const MINUTE = 60_000;

/** One booked visit on the calendar. */
export interface Visit<T extends VisitRecord = VisitRecord> {
  id: string;
  doctorId: string;
  start: number;
  end: number;
  status?: string;
  customerId?: string;
  record: T;
  /** Overlaps another visit of the same doctor (neither cancelled nor missed). */
  conflict: boolean;
}

/** Visits that no longer hold the doctor's time. */
const FREE_STATUSES = new Set(['cancelled', 'no-show']);
export const holdsTime = (visit: Pick<Visit, 'status'>) => !FREE_STATUSES.has(visit.status ?? '');

/**
 * Records as visits: `minutes` is a record's length (appointments: its duration; clinic
 * appointments have none, so a usual consultation's), and overlaps of one doctor are marked.
 */
export function toVisits<T extends VisitRecord>(
  records: readonly T[],
  idOf: (record: T) => string,
  minutes: (record: T) => number,
): Visit<T>[] {
  const visits: Visit<T>[] = [];
  for (const record of records) {
    const start = Date.parse(record.scheduledAt ?? '');
    if (!record.doctorId || Number.isNaN(start)) continue;
    visits.push({
      id: idOf(record),
      doctorId: record.doctorId,
      start,
      end: start + minutes(record) * MINUTE,
      status: typeof record.status === 'string' ? record.status : undefined,
      customerId: typeof record.customerId === 'string' ? record.customerId : undefined,
      record,
      conflict: false,
    });
  }
  visits.sort((a, b) => a.start - b.start);
  const byDoctor = new Map<string, Visit<T>[]>();
  for (const visit of visits) {
    if (!holdsTime(visit)) continue;
    const mine = byDoctor.get(visit.doctorId) ?? [];
    for (const other of mine)
      if (other.end > visit.start) {
        other.conflict = true;
        visit.conflict = true;
      }
    mine.push(visit);
    byDoctor.set(visit.doctorId, mine);
  }
  return visits;
}

/** The visits of `doctorId` that a visit from `start` to `end` would overlap (itself excepted). */
export function overlapsOf(
  visits: readonly Visit[],
  doctorId: string,
  start: number,
  end: number,
  except?: string,
) {
  return visits.filter(
    (v) =>
      v.doctorId === doctorId && v.id !== except && holdsTime(v) && v.start < end && start < v.end,
  );
}

/** Working hours of the clinic, in the reader's time: the calendar shades the rest. */
export const WORKING_HOURS = { start: 8, end: 18 } as const;

export interface FreeSlot {
  doctorId: string;
  start: number;
}

/**
 * Free slots of `minutes` on the quarter hour within working hours, per doctor and day, from
 * `notBefore` on: what booking by keyboard offers.
 */
export function freeSlots(
  visits: readonly Visit[],
  doctorIds: readonly string[],
  days: readonly DayKey[],
  minutes: number,
  notBefore: number,
  perDoctor = 12,
): FreeSlot[] {
  const slots: FreeSlot[] = [];
  for (const doctorId of doctorIds) {
    let found = 0;
    for (const day of days) {
      const open = atHour(day, WORKING_HOURS.start).getTime();
      const close = atHour(day, WORKING_HOURS.end).getTime();
      for (let at = open; at + minutes * MINUTE <= close && found < perDoctor; at += 15 * MINUTE) {
        if (at < notBefore) continue;
        if (overlapsOf(visits, doctorId, at, at + minutes * MINUTE).length) continue;
        slots.push({ doctorId, start: at });
        found++;
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}
