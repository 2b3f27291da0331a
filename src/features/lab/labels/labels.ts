import type { MedicalExamination } from '@/api/resources/medical-examinations';
import type { Result } from '@/api/resources/results';

/**
 * Specimen labels: a visit is the results of one patient sampled at the same moment; its
 * samples are its results by sample type (one tube of serum for the chemistry, one of blood for
 * the blood count), and, within a type, by accession number where results already carry
 * different ones. A sample is known by its accession number (`accession.ts`), written on each of
 * its results: the barcode encodes it, and a scan of it opens the sample's results. A sample
 * registered before accession numbers (or by another program) is still found by its old id,
 * the id of its first result (the lowest).
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
  /** The id of its first result (the lowest): what labels encoded before accession numbers. */
  sampleId: string;
  /** What the barcode encodes; undefined until the sample is registered. */
  accession: string | undefined;
  /** The sample's results. */
  results: Result[];
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

/** The results of one type split by the accession numbers they carry (none: with the first). */
function byAccession(results: readonly Result[]): Result[][] {
  const groups = new Map<string, Result[]>();
  const sorted = [...results].sort((a, b) => idOf(a).localeCompare(idOf(b)));
  const first = sorted.find((r) => r.accession)?.accession ?? '';
  for (const result of sorted) {
    const key = result.accession ?? first;
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return [...groups.values()];
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
    .flatMap(([sampleType, results]) =>
      byAccession(results).map((sorted) => ({
        sampleId: idOf(sorted[0]!),
        accession: sorted.find((r) => r.accession)?.accession,
        results: sorted,
        sampleType,
        tests: sorted.map((r) => r.testName ?? '').filter(Boolean),
        sampledAt: visit.sampledAt,
      })),
    );
}

/** Whether every result of the label's sample carries its accession number. */
export const registered = (label: SpecimenLabel) =>
  !!label.accession && label.results.every((r) => r.accession === label.accession);

/** The sample of a scanned result id: the results of its visit of the same sample type. */
export function sampleOfResult(
  result: Result,
  history: readonly Result[],
  exams: ReadonlyMap<string, Pick<MedicalExamination, 'sampleType'>>,
): Result[] {
  const type = (r: Result) => exams.get(r.examinationId ?? '')?.sampleType ?? 'other';
  return history.filter((r) => r.sampledAt === result.sampledAt && type(r) === type(result));
}
