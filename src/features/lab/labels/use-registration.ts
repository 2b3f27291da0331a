import { useQuery, useQueryClient } from '@tanstack/react-query';
import { results } from '@/api/resources/results';
import { historyQuery } from '@/features/lab/parts/history';
import { registerSample } from './accession-store';
import { registered, type SpecimenLabel } from './labels';

/**
 * Registers the samples of the labels on show that have no accession number yet (or whose
 * results do not all carry it): a number each, written on its results, then the patient's
 * results read again. A label is drawn only once the server holds its number, so no label
 * carries a number the server does not know. A server that does not keep the field is said.
 */
export function useRegistration(labels: readonly SpecimenLabel[], patientId: string) {
  const client = useQueryClient();
  const pending = labels.filter((label) => !registered(label));
  const key = pending.map((label) => label.results.map(results.idOf).join('+')).join('|');
  const run = useQuery({
    // Not under `results`: a save elsewhere must not register the samples again.
    queryKey: ['accession-registration', key],
    queryFn: async () => {
      // One after the other: each takes the day's next number.
      for (const label of pending) await registerSample(label.results);
      await client.invalidateQueries({ queryKey: historyQuery(patientId).queryKey, exact: true });
      return true;
    },
    enabled: pending.length > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  return {
    pending: pending.length > 0,
    failed: run.error,
    /** Written, read again, and still missing: the server does not keep the field. */
    notKept: pending.length > 0 && run.isSuccess && !run.isFetching,
    retry: () => void run.refetch(),
  };
}
