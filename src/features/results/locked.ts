import { isLocked, labStages, type LabStages } from '@/api/lab/stages';
import type { ExaminationStatus } from '@/api/resources/examination-statuses';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import type { Result } from '@/api/resources/results';
import { queryClient } from '@/app/query-client';
import { referenceQuery } from '@/components/references/references';

/**
 * What a row of results needs of the reference lists, read from the cache without a hook in
 * each row: the status and test columns load their lists before the first rows paint (their
 * `awaits`), and a page of 50 rows then renders without 50 more query observers.
 */
const stagesOf = new WeakMap<object, LabStages>();
export function cachedStages(): LabStages | undefined {
  const statuses = queryClient.getQueryData<ExaminationStatus[]>(
    referenceQuery('statuses').queryKey,
  );
  if (!statuses) return undefined;
  let stages = stagesOf.get(statuses);
  if (!stages) stagesOf.set(statuses, (stages = labStages(statuses)));
  return stages;
}

const examsOf = new WeakMap<object, Map<string, MedicalExamination>>();
/** A result's test (its critical limits), from the cached tests list. */
export function cachedExam(id: string | undefined): MedicalExamination | undefined {
  const exams = queryClient.getQueryData<MedicalExamination[]>(
    referenceQuery('examinations').queryKey,
  );
  if (!exams || !id) return undefined;
  let byId = examsOf.get(exams);
  if (!byId) examsOf.set(exams, (byId = new Map(exams.map((e) => [String(e._id), e]))));
  return byId.get(id);
}

/** A validated (or reported) result is read-only until it is un-validated. */
export function locked(result: Result): boolean {
  const stages = cachedStages();
  return !!stages && isLocked(stages, result.statusId);
}
