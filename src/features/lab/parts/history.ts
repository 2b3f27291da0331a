import { useQuery } from '@tanstack/react-query';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import { previousResult } from '@/features/lab/rules/delta';
import { cachedStages, useStages } from '@/features/lab/results/stages-cache';
import { results, type Result } from '@/api/resources/results';

/**
 * A patient's results, read whole with the contract's `customerId` column filter (a patient has
 * tens, rarely hundreds): where each result's previous value of the same test comes from, on the
 * patient page, the worksheet and the report. One query per patient, shared by every row of theirs.
 */
export const historyQuery = (customerId: string) => ({
  ...results.queries.all({ customerId }),
  staleTime: 60_000,
});

/**
 * The patient's results; with them the clinic's statuses, which tell `previousIn` which results
 * are validated history (a screen showing previous values renders again when they arrive).
 */
export function usePatientHistory(customerId: string | undefined) {
  useStages();
  return useQuery({ ...historyQuery(customerId ?? ''), enabled: !!customerId });
}

/** Each result's previous one, worked out once per history read (a WeakMap on the array). */
const previousByHistory = new WeakMap<readonly Result[], Map<string, Result | undefined>>();

/**
 * The validated result before `result` of the same test in `history`, within `test`'s delta
 * window (undefined when there is none). Which statuses are validated, rejected or rerun comes
 * from the clinic's statuses where they are read (every screen that shows a previous value reads
 * them); until then, from the result's own validation fields.
 */
export function previousIn(
  history: readonly Result[],
  result: Result,
  test?: Pick<MedicalExamination, 'deltaWindowDays'> | undefined,
): Result | undefined {
  let known = previousByHistory.get(history);
  if (!known) previousByHistory.set(history, (known = new Map()));
  const stages = cachedStages();
  const windowDays = test?.deltaWindowDays;
  // A row typed on the worksheet is a newer copy than the history's: keyed by id and time.
  const key = `${results.idOf(result)}@${result.sampledAt ?? ''}@${windowDays ?? ''}@${stages ? 1 : 0}`;
  if (!known.has(key))
    known.set(
      key,
      previousResult(history, result, {
        windowDays,
        stageOf: stages && ((id) => stages.byId.get(id)),
      }),
    );
  return known.get(key);
}
