import { LAB_LIMITS } from '../catalogue';
import { DAY_MS, iso, REFERENCE_DATE, type Random } from '../random';
import type { MedicalExaminationRecord, ResultRecord } from '../records';
import { seedDoctors } from './people';
import { statusId } from './reference';

/**
 * The end of the demo's laboratory day (20:00 UTC on the reference day, 22:00 in Beirut): no
 * result is entered, validated or reported after it, so nothing the demo shows lies in its
 * future (its dates roll forward to the reader's day with everything else).
 */
export const LAB_DAY_END = Math.floor(REFERENCE_DATE / DAY_MS) * DAY_MS + 20 * 3_600_000;
/** Results sampled since this many days keep their changes (`audit`); older ones their fields. */
const AUDITED_DAYS = 7;
const HOW = ['phone', 'phone', 'phone', 'inPerson'] as const;

const minutes = (n: number) => n * 60_000;
/** `from` plus up to `gap`, never past the day's end nor past its share of what is left. */
const step = (from: number, gap: number, share: number) =>
  from + Math.max(1000, Math.min(gap, (LAB_DAY_END - from) * share));

/**
 * Each result's day in order: sampled, registered (`createdAt`), its value entered by one of the
 * laboratory's staff, a critical value told to a doctor (by phone, read back) before another
 * member of staff validates it, then reported: each moment after the one before, none after the
 * demo's day (ISO 15189's four eyes, and no result validated before it was measured).
 */
export function timeline(
  rows: ResultRecord[],
  exams: ReadonlyMap<string, MedicalExaminationRecord>,
  random: Random,
  staff: readonly string[],
) {
  const doctors = seedDoctors().map((d) => `Dr ${d.firstName} ${d.lastName}`);
  const [validated, reported] = [statusId('Validated'), statusId('Reported')];
  const today = new Date(REFERENCE_DATE).toISOString().slice(0, 10);
  for (const row of rows) {
    const created = Date.parse(row.createdAt);
    if (!row.value) {
      row.updatedAt = row.createdAt;
      delete row.reportedAt;
      continue;
    }
    const enteredBy = random.pick(staff);
    const entered = step(created, minutes(random.int(20, 180)), 0.3);
    const signed = row.statusId === validated || row.statusId === reported;
    const limits = LAB_LIMITS[exams.get(row.examinationId)?.code ?? ''];
    const v = Number(row.value);
    const critical =
      !!limits &&
      ((limits.criticalLow !== undefined && v < limits.criticalLow) ||
        (limits.criticalHigh !== undefined && v > limits.criticalHigh));
    // Criticals of earlier days were called to the doctor within the hour; today's one waits.
    const told = critical && !row.sampledAt.startsWith(today);
    const acknowledged = told ? step(entered, minutes(random.int(5, 45)), 0.3) : undefined;
    const validatedAt = signed
      ? step(acknowledged ?? entered, minutes(random.int(10, 240)), 0.4)
      : undefined;
    const reportedAt =
      row.statusId === reported ? step(validatedAt!, minutes(random.int(10, 120)), 0.4) : undefined;
    row.enteredBy = enteredBy;
    row.enteredAt = iso(entered);
    if (acknowledged) {
      row.acknowledgedBy = random.pick(staff);
      row.acknowledgedAt = iso(acknowledged);
      row.acknowledgedTo = random.pick(doctors);
      row.acknowledgedHow = random.pick(HOW);
      row.acknowledgedReadBack = true;
    }
    if (validatedAt) {
      row.validatedBy = random.pick(staff.filter((id) => id !== enteredBy));
      row.validatedAt = iso(validatedAt);
    }
    if (reportedAt) {
      row.reportedAt = iso(reportedAt);
      row.reportedBy = row.validatedBy;
      row.reportedValue = row.value;
    } else delete row.reportedAt;
    row.updatedAt = iso(reportedAt ?? validatedAt ?? acknowledged ?? entered);
    if (REFERENCE_DATE - Date.parse(row.sampledAt) < AUDITED_DAYS * DAY_MS) row.audit = trail(row);
  }
}

/** The changes a recent result went through, as the app keeps them. */
function trail(row: ResultRecord): NonNullable<ResultRecord['audit']> {
  const at = (time: string) => ({ at: time, clock: 'server' });
  const entries: NonNullable<ResultRecord['audit']> = [
    { ...at(row.enteredAt!), by: row.enteredBy, field: 'value', from: null, to: row.value },
  ];
  if (row.acknowledgedAt)
    entries.push({
      ...at(row.acknowledgedAt),
      by: row.acknowledgedBy,
      field: 'acknowledgement',
      from: null,
      to: `${row.acknowledgedTo} (${row.acknowledgedHow})`,
    });
  if (row.validatedAt)
    entries.push({
      ...at(row.validatedAt),
      by: row.validatedBy,
      field: 'validation',
      from: null,
      to: 'validated',
    });
  if (row.reportedAt)
    entries.push({
      ...at(row.reportedAt),
      by: row.reportedBy,
      field: 'report',
      from: null,
      to: row.value,
      reason: 'final',
    });
  return entries;
}
