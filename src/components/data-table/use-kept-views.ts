import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentSession } from '@/api/session';
import { loadViews, storeViews, type KeptViews, type SavedView } from './saved-views-store';

/**
 * A table's saved views for the signed-in user, where they are kept, and how to keep a new list
 * of them, with what the panel says of the last change (kept, or why not).
 */
export function useKeptViews(tableId: string) {
  const { t } = useTranslation('table');
  const userId = currentSession()?.userId ?? '';
  const queryClient = useQueryClient();
  const key = ['savedViews', userId, tableId];
  const kept = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => loadViews(userId, tableId, signal),
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [said, setSaid] = useState<string>();

  // One change at a time (a control is not disabled meanwhile: the focus would fall off it).
  const store = async (next: SavedView[], message: string) => {
    if (busy) return;
    setBusy(true);
    const result = await storeViews(userId, tableId, next).finally(() => setBusy(false));
    if (!result.ok) return setError(t('views.notKept'));
    queryClient.setQueryData<KeptViews>(key, { views: result.views, place: result.place });
    setSaid(result.place === 'fallback' ? `${message} ${t('views.keptHereNow')}` : message);
    setError(undefined);
  };
  const views = kept.data?.views ?? [];
  return { kept, views, place: kept.data?.place, store, error, setError, said };
}
