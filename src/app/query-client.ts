import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { boundCache } from '@/api/resource/bound-cache';
import { onSignOut } from './auth/sign-out-hooks';
import { prefetchFirstReferences } from './first-references';

/** Client errors (4xx) and contract mismatches will not change on a retry; network trouble might. */
const shouldRetry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
  !(error instanceof ApiError && error.kind === 'contract') &&
  failureCount < 2;

/**
 * The server-state cache of the main area. Loaded with the main layout (its route's beforeLoad
 * puts it in the router context), not with the sign-in page.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry },
    mutations: { retry: false },
  },
});

// A day of paging keeps memory flat: list pages beyond the last twenty of an area, and records
// beyond the last two hundred, are dropped.
boundCache(queryClient);

// The small lists the first screen's rows wait for (a result's test and status, a patient's
// insurer) are asked for now, with the main area's code, not after the screen's own: loaded at
// the start of a signed-in page (the main layout's guard), this runs on the screen's address.
void prefetchFirstReferences(queryClient, location.pathname);

// No data of one user may be visible to the next.
onSignOut(() => {
  void queryClient.cancelQueries();
  queryClient.clear();
});
