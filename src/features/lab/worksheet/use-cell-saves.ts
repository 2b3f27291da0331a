import { onlineManager, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { valueChange } from '@/features/lab/rules/changes';
import type { LabStages } from '@/api/lab/stages';
import { results, type Result } from '@/api/resources/results';
import { useAuth } from '@/app/auth/auth-context';
import { useSaveResult } from '@/features/lab/parts/save-result';

/** The longest value a result holds (its field's rule). */
export const MAX_VALUE = 40;

/**
 * Where one cell's value stands: being saved, saved (Undo puts back what was there), failed
 * (Retry, or Undo to drop it), or refused before sending (too long). What was typed is kept in
 * each, so nothing is lost while the cell shows why.
 */
export type CellSave =
  | { status: 'saving'; value: string | null; before: Result; undoing?: boolean }
  | { status: 'saved'; value: string | null; before: Result }
  | { status: 'failed'; value: string | null; before: Result; error: string; undoing?: boolean }
  | { status: 'invalid'; value: string; error: string };

export interface CellSaves {
  saves: ReadonlyMap<string, CellSave>;
  /** The value typed in a row's cell, as the cell is left. */
  commit: (result: Result, typed: string) => void;
  retry: (id: string) => void;
  undo: (id: string) => void;
  /** Whether the browser has a connection (a save waits for it otherwise). */
  online: boolean;
  /** The last outcome, for the grid's live region. */
  said: string;
}

const blank = (value: string | null | undefined) => !value?.trim();

/** The cells' states, outside React's state: handlers read the latest, rows subscribe. */
function savesStore() {
  let saves: ReadonlyMap<string, CellSave> = new Map();
  let said = '';
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    saves: () => saves,
    said: () => said,
    get: (id: string) => saves.get(id),
    set(id: string, next: CellSave | undefined) {
      const copy = new Map(saves);
      if (next) copy.set(id, next);
      else copy.delete(id);
      saves = copy;
      notify();
    },
    say(text: string) {
      said = text;
      notify();
    },
  };
}

/**
 * The worksheet's saves, one per row at a time, kept above the rows (which come and go as the
 * grid scrolls). Each is a PUT with the engine's behaviour (useSaveResult): shown at once,
 * rolled back if refused, held while offline and sent when the connection returns.
 */
export function useCellSaves(stages: LabStages | undefined): CellSaves {
  const [store] = useState(savesStore);
  const saves = useSyncExternalStore(store.subscribe, store.saves);
  const said = useSyncExternalStore(store.subscribe, store.said);
  const save = useSaveResult();
  const client = useQueryClient();
  const userId = useAuth().session?.user.id ?? '';
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () =>
    onlineManager.isOnline(),
  );
  const latest = useCallback(
    (id: string, fallback: Result) => results.cache.find(client, id) ?? fallback,
    [client],
  );

  const send = useCallback(
    (record: Result, value: string | null, before: Result, undoing = false) => {
      const id = results.idOf(record);
      const name = record.testName ?? id;
      store.set(id, { status: 'saving', value, before, undoing });
      const values = undoing
        ? valueChange(record, before.value ?? null, stages!, userId, before.statusId)
        : valueChange(record, value, stages!, userId);
      save
        .mutateAsync({ id, values, before: record })
        .then(() => {
          // Undone: the cell is as it was before this session's edit.
          store.set(id, undoing ? undefined : { status: 'saved', value, before });
          store.say(
            i18n.t(undoing ? 'lab:worksheet.said.undone' : 'lab:worksheet.said.saved', { name }),
          );
        })
        .catch((error: Error) => {
          store.set(id, { status: 'failed', value, before, error: error.message, undoing });
          store.say(i18n.t('lab:worksheet.said.failed', { name, error: error.message }));
        });
    },
    [save, store, stages, userId],
  );

  const commit = useCallback(
    (result: Result, typed: string) => {
      const id = results.idOf(result);
      const value = typed.trim();
      const state = store.get(id);
      const shown = state ? state.value : (result.value ?? '');
      if (value === (shown ?? '').trim()) {
        // Back to what is saved: a refused entry is dropped.
        if (state?.status === 'invalid') store.set(id, undefined);
        return;
      }
      if (value.length > MAX_VALUE)
        return store.set(id, {
          status: 'invalid',
          value: typed,
          error: i18n.t('validation.tooLong'),
        });
      if (!stages || state?.status === 'saving') return;
      // What the row held before this session's first edit is what Undo puts back.
      const before = state && state.status !== 'invalid' ? state.before : result;
      send(result, blank(value) ? null : value, before);
    },
    [send, store, stages],
  );

  const retry = useCallback(
    (id: string) => {
      const state = store.get(id);
      if (state?.status !== 'failed') return;
      send(latest(id, state.before), state.value, state.before, state.undoing);
    },
    [send, store, latest],
  );

  const undo = useCallback(
    (id: string) => {
      const state = store.get(id);
      if (!state) return;
      // Refused or failed: nothing reached the server (or it was rolled back): just drop it.
      if (state.status === 'invalid' || (state.status === 'failed' && !state.undoing))
        return store.set(id, undefined);
      if (state.status === 'saved')
        send(latest(id, { ...state.before, value: state.value }), state.value, state.before, true);
    },
    [send, store, latest],
  );

  return useMemo(
    () => ({ saves, commit, retry, undo, online, said }),
    [saves, commit, retry, undo, online, said],
  );
}
