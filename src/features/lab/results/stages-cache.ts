import { useQuery } from '@tanstack/react-query';
import { labStages, type LabStages } from '@/api/lab/stages';
import type { ExaminationStatus } from '@/api/resources/examination-statuses';
import { queryClient } from '@/app/query-client';
import { referenceQuery } from '@/components/references/references';

/** The clinic's statuses as the laboratory's stages, worked out once per read of the list. */
const stagesOf = new WeakMap<object, LabStages>();
function stagesFor(statuses: ExaminationStatus[] | undefined): LabStages | undefined {
  if (!statuses) return undefined;
  let stages = stagesOf.get(statuses);
  if (!stages) stagesOf.set(statuses, (stages = labStages(statuses)));
  return stages;
}

/** From the cache, for a row (the status column loads the statuses before the first rows). */
export const cachedStages = () =>
  stagesFor(queryClient.getQueryData<ExaminationStatus[]>(referenceQuery('statuses').queryKey));

/** The same, for a component that follows the statuses (the toolbar's action). */
export function useStages(): LabStages | undefined {
  return stagesFor(useQuery(referenceQuery('statuses')).data as ExaminationStatus[] | undefined);
}
