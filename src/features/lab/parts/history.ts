import { useQuery } from '@tanstack/react-query';
import { previousResult } from '@/features/lab/rules/delta';
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

export function usePatientHistory(customerId: string | undefined) {
  return useQuery({ ...historyQuery(customerId ?? ''), enabled: !!customerId });
}

/** Each result's previous one, worked out once per history read (a WeakMap on the array). */
const previousByHistory = new WeakMap<readonly Result[], Map<string, Result | undefined>>();

/** The result before `result` of the same test in `history` (undefined when there is none). */
export function previousIn(history: readonly Result[], result: Result): Result | undefined {
  let known = previousByHistory.get(history);
  if (!known) previousByHistory.set(history, (known = new Map()));
  // A row typed on the worksheet is a newer copy than the history's: keyed by id and time.
  const key = `${results.idOf(result)}@${result.sampledAt ?? ''}`;
  if (!known.has(key)) known.set(key, previousResult(history, result));
  return known.get(key);
}
