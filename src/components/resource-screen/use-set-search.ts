import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Merges keys into the current route's search params (undefined removes one): for screen state
 * that lives in the URL besides the table's (the open drawer, a patient's tab).
 */
export function useSetSearch() {
  const navigate = useNavigate();
  return useCallback(
    (next: Record<string, unknown>) =>
      void navigate({
        to: '.',
        search: ((prev: Record<string, unknown>) => ({ ...prev, ...next })) as never,
      }),
    [navigate],
  );
}
