import {
  MutationObserver,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { results, type Result } from '@/api/resources/results';
import { noteServerWrite } from '@/api/server-clock';
import { refetchCriticals } from './critical-watch';

export interface SaveVars {
  id: string;
  /** The body to send (`features/lab/rules/changes.ts`: the whole result with the change on top). */
  values: Record<string, unknown>;
  /** The record as it was: put back if the server refuses. */
  before: Result;
}

/**
 * `PUT /api/results/{id}` as the laboratory's screens send it, on the engine's pieces: the
 * record changes in every cached copy at once (`results.cache`), goes back if the server
 * refuses, waits while the browser is offline (TanStack Query pauses a mutation then and sends
 * it when the connection returns), and the server's record replaces it when it answers.
 *
 * Unlike the resource's `useUpdate`, a refusal puts back only this record (not a snapshot of
 * the whole cache: a worksheet has many saves on their way at once, and one refused must not
 * undo the others), and only the critical-results watch is read again afterwards: a save per
 * cell refetching every results list on screen (the worksheet's, each patient's history) would
 * be a dozen requests a keystroke away from each other.
 */
const saveOptions = (client: QueryClient) => ({
  mutationKey: [results.name],
  mutationFn: async ({ id, values }: SaveVars) => {
    const sentFrom = Date.now();
    const saved = await results.api.update(id, values);
    // A server that stamps its own `updatedAt` tells the app its clock (api/server-clock.ts).
    noteServerWrite(saved?.updatedAt, sentFrom, Date.now());
    return saved;
  },
  onMutate: ({ id, values }: SaveVars) => {
    results.cache.replace(client, id, (old) => ({ ...old, ...values }) as Result);
  },
  onError: (_error: Error, { id, before }: SaveVars) => results.cache.replace(client, id, before),
  onSuccess: (saved: Result | undefined, { id }: SaveVars) => {
    if (saved) results.cache.replace(client, id, saved);
  },
  onSettled: () => refetchCriticals(client),
});

export function useSaveResult() {
  const client = useQueryClient();
  return useMutation<Result | undefined, Error, SaveVars>(saveOptions(client));
}

/** The same save outside a component (a screen's action that loads with its first use). */
export const saveResult = (client: QueryClient, vars: SaveVars) =>
  new MutationObserver<Result | undefined, Error, SaveVars>(client, saveOptions(client)).mutate(
    vars,
  );
