import { stillValidated } from '@/api/resources/results';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import type { Result } from '@/api/resources/results';
import { queryClient } from '@/app/query-client';
import { referenceQuery } from '@/components/references/references';

/**
 * What a row of results needs beyond itself, without a hook in each row: its test (read from
 * the cache, which the value column fills before the first rows paint: its `awaits`), and
 * whether it is read-only (validated, and not un-validated since).
 */
export const cachedExam = (id: string | undefined): MedicalExamination | undefined =>
  queryClient
    .getQueryData<MedicalExamination[]>(referenceQuery('examinations').queryKey)
    ?.find((exam) => String(exam._id) === id);

/** A validated result is read-only until it is un-validated (the result alone says so). */
export const locked = (result: Result): boolean => stillValidated(result);
