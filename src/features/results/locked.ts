import { stillValidated } from '@/api/lab/validated';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import type { Result } from '@/api/resources/results';
import { queryClient } from '@/app/query-client';
import { referenceQuery } from '@/components/references/references';

/**
 * What a row of results needs beyond itself, without a hook in each row: its test (read from
 * the cache, which the value column fills before the first rows paint: its `awaits`), and
 * whether it is read-only (validated, and not un-validated since).
 */
const examsOf = new WeakMap<object, Map<string, MedicalExamination>>();
export function cachedExam(id: string | undefined): MedicalExamination | undefined {
  const exams = queryClient.getQueryData<MedicalExamination[]>(
    referenceQuery('examinations').queryKey,
  );
  if (!exams || !id) return undefined;
  let byId = examsOf.get(exams);
  if (!byId) examsOf.set(exams, (byId = new Map(exams.map((e) => [String(e._id), e]))));
  return byId.get(id);
}

/** A validated result is read-only until it is un-validated (the result alone says so). */
export const locked = (result: Result): boolean => stillValidated(result);
