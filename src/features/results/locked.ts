import { isLocked, labStages } from '@/api/lab/stages';
import type { ExaminationStatus } from '@/api/resources/examination-statuses';
import type { Result } from '@/api/resources/results';
import { queryClient } from '@/app/query-client';
import { referenceQuery } from '@/components/references/references';

/**
 * A validated (or reported) result is read-only until it is un-validated: its row offers no
 * edit and its range no editor. Read from the statuses in the cache, which the status column
 * loads before the first rows (its `awaits`): no hook in each row.
 */
export function locked(result: Result): boolean {
  const statuses = queryClient.getQueryData<ExaminationStatus[]>(
    referenceQuery('statuses').queryKey,
  );
  return !!statuses && isLocked(labStages(statuses), result.statusId);
}
