import { useQuery } from '@tanstack/react-query';
import { labStages, type LabStages } from '@/api/lab/stages';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import type { ExaminationStatus } from '@/api/resources/examination-statuses';
import { referenceQuery } from '@/components/references/references';

/**
 * What the laboratory's screens read of the small reference lists, shared with the lists' own
 * name columns (one request each, kept five minutes): the tests (their critical and delta
 * limits) and the statuses (read as the laboratory's stages).
 */

/** One derived value per fetched list: a page of rows builds it once, not once per row. */
function memoOn<S extends object, R>(make: (source: S) => R) {
  const made = new WeakMap<S, R>();
  return (source: S): R => {
    let value = made.get(source);
    if (value === undefined) {
      value = make(source);
      made.set(source, value);
    }
    return value;
  };
}

const NO_EXAMS: ReadonlyMap<string, MedicalExamination> = new Map();
const examsById = memoOn(
  (exams: MedicalExamination[]) =>
    new Map(exams.map((exam) => [String(exam._id), exam])) as ReadonlyMap<
      string,
      MedicalExamination
    >,
);

/** Every test by id (its limits: `criticalLow`, `criticalHigh`, `deltaLimit`). */
export function useExams(): ReadonlyMap<string, MedicalExamination> {
  const query = useQuery(referenceQuery('examinations'));
  return query.data ? examsById(query.data as MedicalExamination[]) : NO_EXAMS;
}

const stagesOf = memoOn((statuses: ExaminationStatus[]) =>
  labStages(statuses.map((s) => ({ ...s, _id: String(s._id) }))),
);

/** The clinic's statuses read as the laboratory's stages, with the query's state. */
export function useLabStages(): {
  stages: LabStages | undefined;
  error: Error | null;
  refetch: () => unknown;
} {
  const query = useQuery(referenceQuery('statuses'));
  return {
    stages: query.data ? stagesOf(query.data as ExaminationStatus[]) : undefined,
    error: query.error,
    refetch: query.refetch,
  };
}
