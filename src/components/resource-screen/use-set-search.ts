import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * Merges keys into the current route's search params (undefined removes one): for screen state
 * that lives in the URL besides the table's (the open drawer, `?edit=`), on any page that has it.
 * Text only, as every route's search takes it; a page's own keys go through its own typed
 * navigation (a patient's tab).
 */
export function useSetSearch() {
  const navigate = useNavigate();
  return useCallback(
    (next: Record<string, string | undefined>) =>
      void navigate({
        to: '.',
        search: (prev) => ({ ...prev, ...next }),
      }),
    [navigate],
  );
}
