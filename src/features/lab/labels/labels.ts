import type { MedicalExamination } from '@/api/resources/medical-examinations';
import type { Result } from '@/api/resources/results';

/**
 * Specimen labels: a visit is the results of one patient sampled at the same moment; its
 * samples are its results by sample type (one tube of serum for the chemistry, one of blood for
 * the blood count). A sample is known by the id of its first result (the lowest), a result id
 * the results list finds by its `_id` (SPEC §7 reads no result by id): the barcode encodes it, and a
 * scan of it opens that result and the sample's others.
 */

export const LABEL_SIZES = {
  '50x25': { width: 50, height: 25 },
  '57x32': { width: 57, height: 32 },
} as const;
export type LabelSize = keyof typeof LABEL_SIZES;
export const isLabelSize = (value: unknown): value is LabelSize =>
  typeof value === 'string' && value in LABEL_SIZES;

export interface Visit {
  /** When the samples were taken (the results' `sampledAt`). */
  sampledAt: string;
  results: Result[];
}

export interface SpecimenLabel {
  /** What the barcode encodes. */
  sampleId: string;
  sampleType: string;
  tests: string[];
  sampledAt: string;
}

const idOf = (r: Result) => String(r._id ?? '');

/** The patient's visits, newest first. */
export function visitsOf(history: readonly Result[]): Visit[] {
  const byTime = new Map<string, Result[]>();
  for (const result of history) {
    if (!result.sampledAt) continue;
    byTime.set(result.sampledAt, [...(byTime.get(result.sampledAt) ?? []), result]);
  }
  return [...byTime]
    .sort(([a], [b]) => Date.parse(b) - Date.parse(a))
    .map(([sampledAt, results]) => ({ sampledAt, results }));
}

/** One label per sample of a visit, in the order of sample types then of tests. */
export function labelsOf(
  visit: Visit,
  exams: ReadonlyMap<string, Pick<MedicalExamination, 'sampleType'>>,
): SpecimenLabel[] {
  const bySample = new Map<string, Result[]>();
  for (const result of visit.results) {
    const type = exams.get(result.examinationId ?? '')?.sampleType ?? 'other';
    bySample.set(type, [...(bySample.get(type) ?? []), result]);
  }
  return [...bySample]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([sampleType, results]) => {
      const sorted = [...results].sort((a, b) => idOf(a).localeCompare(idOf(b)));
      return {
        sampleId: idOf(sorted[0]!),
        sampleType,
        tests: sorted.map((r) => r.testName ?? '').filter(Boolean),
        sampledAt: visit.sampledAt,
      };
    });
}

/** The sample of a scanned result id: the results of its visit of the same sample type. */
export function sampleOfResult(
  result: Result,
  history: readonly Result[],
  exams: ReadonlyMap<string, Pick<MedicalExamination, 'sampleType'>>,
): Result[] {
  const type = (r: Result) => exams.get(r.examinationId ?? '')?.sampleType ?? 'other';
  return history.filter((r) => r.sampledAt === result.sampledAt && type(r) === type(result));
}
