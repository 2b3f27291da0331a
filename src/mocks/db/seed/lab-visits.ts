import { LAB_LIMITS } from '../catalogue';
import { randomFor, REFERENCE_DATE, type Random } from '../random';
import type { MedicalExaminationRecord, ResultRecord } from '../records';
import { timeline } from './lab-timeline';
import { statusId } from './reference';

/**
 * The laboratory's story in the seeded results, written over them after they are drawn (its own
 * random streams, so the rest of the seed stays as it was): patients come back for the same tests
 * (follow-ups, whose values move from the last one, now and then by more than the delta limit),
 * a few values are critical (acknowledged when they are old, waiting when they are recent),
 * samples still on the bench have no value yet, and each result's day runs in order: entered,
 * told (a critical), validated by another person, reported, none of it after the demo's day
 * (lab-timeline.ts).
 */
export function laboratoryStory(
  rows: ResultRecord[],
  exams: readonly MedicalExaminationRecord[],
  validators: readonly string[],
  decimalsOf: (range: string) => number,
) {
  const byId = new Map(exams.map((e) => [e._id, e]));
  followUps(rows, byId, randomFor('results.followUps'), decimalsOf);
  const measured = measuredToday(rows, byId, decimalsOf);
  const onTheBench = new Set([statusId('Received'), statusId('In analysis')]);
  for (const row of rows) if (onTheBench.has(row.statusId) && !measured.has(row)) delete row.value;
  criticals(rows, byId, randomFor('results.criticals'), decimalsOf);
  timeline(rows, byId, randomFor('results.validation'), validators);
}

type Exams = ReadonlyMap<string, MedicalExaminationRecord>;
const number = (value: string | null | undefined) =>
  value && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;

/**
 * Every other sample of a returning patient repeats tests of their previous sample (as many as
 * it has), with a value near the last one: a drift of up to ±12 %, and one in ten a jump.
 */
function followUps(
  rows: ResultRecord[],
  exams: Exams,
  random: Random,
  decimalsOf: (r: string) => number,
) {
  const lastSample = new Map<string, string[]>();
  const lastValue = new Map<string, string>();
  let start = 0;
  while (start < rows.length) {
    const { customerId, sampledAt } = rows[start]!;
    let end = start;
    while (
      end < rows.length &&
      rows[end]!.customerId === customerId &&
      rows[end]!.sampledAt === sampledAt
    )
      end++;
    const sample = rows.slice(start, end);
    const before = lastSample.get(customerId);
    if (before && before.length >= sample.length && random.chance(0.6)) {
      sample.forEach((row, i) => {
        const exam = exams.get(before[i]!)!;
        const previous = lastValue.get(`${customerId}|${exam._id}`);
        row.examinationId = exam._id;
        row.testName = exam.name;
        row.range = exam.referenceRange;
        if (exam.unit) row.unit = exam.unit;
        else delete row.unit;
        row.value = nextValue(random, previous, row.value, exam.referenceRange ?? '', decimalsOf);
      });
    }
    lastSample.set(
      customerId,
      sample.map((r) => r.examinationId),
    );
    for (const row of sample)
      if (row.value) lastValue.set(`${customerId}|${row.examinationId}`, row.value);
    start = end;
  }
}

function nextValue(
  random: Random,
  previous: string | undefined,
  drawn: string | null | undefined,
  range: string,
  decimalsOf: (r: string) => number,
) {
  const last = number(previous);
  if (last === undefined) return previous ?? drawn ?? undefined;
  // The range's width sets the scale of a change: a sodium moves by units, a platelet count by tens.
  const bounds = (range.match(/\d+(?:\.\d+)?/g) ?? []).map(Number);
  const span =
    bounds.length === 2 ? bounds[1]! - bounds[0]! : (bounds[0] ?? Math.max(1, last)) * 0.5;
  const jump = random.chance(0.1);
  const change = jump
    ? random.pick([-1, 1]) * span * random.float(0.8, 1.4)
    : span * random.float(-0.15, 0.15);
  return Math.max(0, last + change).toFixed(decimalsOf(range));
}

/**
 * The first sample of the demo's day that is in analysis has been measured: it awaits
 * validation, one of its values is critical and not yet acknowledged (the dashboard's card has
 * one to show on any day the demo is opened), another a little low.
 */
function measuredToday(
  rows: ResultRecord[],
  exams: Exams,
  decimals: (range: string) => number,
): Set<ResultRecord> {
  const today = new Date(REFERENCE_DATE).toISOString().slice(0, 10);
  const first = rows.find(
    (r) => r.sampledAt.startsWith(today) && r.statusId === statusId('In analysis'),
  );
  if (!first) return new Set();
  const sample = rows.filter(
    (r) => r.customerId === first.customerId && r.sampledAt === first.sampledAt,
  );
  for (const row of sample) row.statusId = statusId('Awaiting validation');
  const critical = sample.find(
    (r) => LAB_LIMITS[exams.get(r.examinationId)?.code ?? '']?.criticalHigh,
  );
  const high = critical && LAB_LIMITS[exams.get(critical.examinationId)!.code]!.criticalHigh!;
  if (critical && high) critical.value = (high * 1.1).toFixed(1);
  // And one a little low: the day's first page of results shows every kind of flag.
  const low = sample.find((r) => r !== critical && /^\d+(\.\d+)?-\d/.test(r.range ?? ''));
  if (low) low.value = (Number(low.range!.split('-')[0]) * 0.85).toFixed(decimals(low.range!));
  return new Set(sample);
}

/** About one result in seventy of a test with critical limits lies beyond one of them. */
function criticals(
  rows: ResultRecord[],
  exams: Exams,
  random: Random,
  decimalsOf: (r: string) => number,
) {
  for (const row of rows) {
    const exam = exams.get(row.examinationId);
    const limits = exam && LAB_LIMITS[exam.code];
    if (!limits || number(row.value) === undefined || !random.chance(0.015)) continue;
    const { criticalLow: low, criticalHigh: high } = limits;
    if (low === undefined && high === undefined) continue;
    const up = high !== undefined && (low === undefined || random.chance(0.6));
    const value = up ? high! * random.float(1.05, 1.3) : low! * random.float(0.55, 0.92);
    row.value = value.toFixed(decimalsOf(exam.referenceRange ?? ''));
  }
}
