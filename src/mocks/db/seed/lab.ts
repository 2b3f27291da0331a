import { DAY_MS, iso, randomFor, REFERENCE_DATE, seqId, type Random } from '../random';
import type { MedicalExaminationRecord, ResultRecord } from '../records';
import { once } from '../table';
import { chooseBand } from '@/domain/lab-ranges';
import { laboratoryStory } from './lab-visits';
import { seedCustomers, seedUsers } from './people';
import { seedMedicalExaminations, statusId } from './reference';

export const RESULT_COUNT = 20_000;
/** About this share of numeric results falls outside the reference range. */
const OUTSIDE = 0.15;

type Range =
  | { kind: 'between'; low: number; high: number }
  | { kind: 'below'; limit: number }
  | { kind: 'above'; limit: number }
  | { kind: 'finding' };

function parseRange(range: string): Range {
  const between = range.match(/^([\d.]+)-([\d.]+)$/);
  if (between) return { kind: 'between', low: Number(between[1]), high: Number(between[2]) };
  const bound = range.match(/^([<>])([\d.]+)$/);
  if (bound) return { kind: bound[1] === '<' ? 'below' : 'above', limit: Number(bound[2]) };
  return { kind: 'finding' };
}

/** As many decimals as the range is written with; one for small whole-number ranges. */
export function decimalsOf(range: string): number {
  const written = Math.max(0, ...(range.match(/\.\d+/g) ?? []).map((d) => d.length - 1));
  const largest = Math.max(...(range.match(/[\d.]+/g) ?? ['0']).map(Number));
  return written || (largest <= 20 ? 1 : 0);
}

/** A value near the exam's reference range: mostly inside, now and then low or high. */
export function resultValue(random: Random, referenceRange: string): string {
  const range = parseRange(referenceRange);
  if (range.kind === 'finding') return random.chance(OUTSIDE) ? 'positive' : 'negative';
  const outside = random.chance(OUTSIDE);
  let value: number;
  if (range.kind === 'between') {
    const span = range.high - range.low;
    const low = outside && random.chance(0.5) && range.low > 0;
    if (!outside) value = range.low + random.next() * span;
    else if (low) value = Math.max(range.low * 0.3, range.low - span * random.float(0.08, 0.4));
    else value = range.high + span * random.float(0.08, 0.6);
  } else if (range.kind === 'below') {
    value = outside ? range.limit * random.float(1.1, 3) : range.limit * random.float(0.1, 0.9);
  } else {
    value = outside ? range.limit * random.float(0.4, 0.9) : range.limit * random.float(1.1, 2);
  }
  return value.toFixed(decimalsOf(referenceRange));
}

function valueRange(
  exam: MedicalExaminationRecord,
  customer: { sex?: string; dateOfBirth?: string },
  sampledAt: string,
): string {
  const chosen = chooseBand(exam.ranges, customer, sampledAt);
  const band = 'band' in chosen ? chosen.band : undefined;
  return band && band.low !== undefined && band.high !== undefined
    ? `${band.low}-${band.high}`
    : exam.referenceRange!;
}

/** Where a sample stands: old ones are reported, today's are still on the bench. */
function statusFor(random: Random, ageDays: number) {
  if (ageDays > 7)
    return random.weighted([
      ['Reported', 86],
      ['Validated', 6],
      ['Rejected', 3],
      ['Cancelled', 5],
    ] as const);
  if (ageDays > 1)
    return random.weighted([
      ['Reported', 50],
      ['Validated', 25],
      ['Awaiting validation', 15],
      ['Rerun requested', 5],
      ['Cancelled', 5],
    ] as const);
  return random.weighted([
    ['Received', 30],
    ['In analysis', 35],
    ['Awaiting validation', 25],
    ['Rerun requested', 5],
    ['Validated', 5],
  ] as const);
}

/**
 * Lab results as a laboratory produces them: a patient's sample is tested for several exams of
 * one section at once, over the last two years, oldest first; then the laboratory's story is
 * written over them (follow-ups, criticals, values still awaited, signatures: lab-visits.ts).
 */
export const seedResults = once((): ResultRecord[] => {
  const random = randomFor('results');
  const customers = seedCustomers();
  const registered = customers.map((c) => Date.parse(c.createdAt));
  const groups = new Map<string, MedicalExaminationRecord[]>();
  for (const exam of seedMedicalExaminations())
    groups.set(exam.groupId!, [...(groups.get(exam.groupId!) ?? []), exam]);
  const sections = [...groups.values()];
  // How many tests each sample has, to the exact total; then when each sample was taken.
  const sizes: number[] = [];
  for (let total = 0; total < RESULT_COUNT; total += sizes[sizes.length - 1]!)
    sizes.push(Math.min(random.int(3, 8), RESULT_COUNT - total));
  const times = sizes.map(() => random.dateAround(-730, 0)).sort((a, b) => a - b);

  const rows: ResultRecord[] = [];
  let known = 0;
  let lastCreated = 0;
  sizes.forEach((size, order) => {
    const sampled = times[order]!;
    // A sample comes from someone already registered (the first patients, for the oldest ones).
    while (known < registered.length && registered[known]! <= sampled) known++;
    const customer = customers[random.int(0, Math.max(known, 50) - 1)]!;
    const exams = random.sample(random.pick(sections), size);
    const ageDays = (REFERENCE_DATE - sampled) / DAY_MS;
    const status = statusFor(random, ageDays);
    // Registered at reception a few minutes after sampling; rows stay in creation order.
    const created = (lastCreated = Math.max(
      lastCreated + 1000,
      sampled + random.int(5, 40) * 60_000,
    ));
    const [sampledAt, createdAt] = [iso(sampled), iso(created)];
    for (const exam of exams) {
      const reported =
        status === 'Reported' ? sampled + exam.turnaroundHours * 3_600_000 : undefined;
      const row: ResultRecord = {
        _id: seqId('res', rows.length + 1, 6),
        customerId: customer._id,
        examinationId: exam._id,
        testName: exam.name,
        // Near the range that fits the patient (by sex and age), where the test has ranges.
        value: resultValue(random, valueRange(exam, customer, sampledAt)),
        range: exam.referenceRange,
        statusId: statusId(status),
        sampledAt,
        createdAt,
        updatedAt: iso(reported ?? created + random.int(10, 300) * 60_000),
      };
      if (exam.unit) row.unit = exam.unit;
      if (reported) row.reportedAt = row.updatedAt;
      if (status === 'Rejected') row.notes = 'Haemolysed sample, new sample requested.';
      rows.push(row);
    }
  });
  const validators = seedUsers()
    .filter((u) => u.role === 'laboratory')
    .map((u) => u._id);
  laboratoryStory(rows, seedMedicalExaminations(), validators, decimalsOf);
  return rows;
});
