import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useCallback } from 'react';
import { ApiError } from '@/api/errors';
import { idPath } from '@/api/resource/api';
import type { ResourceCache } from '@/api/resource/cache';
import { queueDelete, settleDelete, takeDelete, type PendingDelete } from '@/api/resource/outbox';
import { sessionEpoch } from '@/api/session';
import { UndoDeleteNotice } from './undo-delete-notice';

/** How long Undo is offered before the request goes out. */
export const UNDO_DELAY_MS = 5000;

/** What the delete needs of an engine resource (`defineResource`'s result). */
export interface DeletableResource<T extends object> {
  name: string;
  idOf(record: T): string;
  declaration: { path: string };
  api: { remove(id: string): Promise<void> };
  keys: { root: readonly unknown[] };
  cache: Pick<ResourceCache<T>, 'snapshot' | 'reinstate' | 'remove'>;
}

export interface UndoableDeleteOptions {
  /** Default UNDO_DELAY_MS. */
  delayMs?: number;
}

/** Ids waiting to be deleted, per resource: kept out of the cache whatever refetches meanwhile. */
const hidden = new Map<string, Set<string>>();
let sequence = 0;

/** Someone else deleted it first: what the user wanted has happened. */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

function keepOut(client: QueryClient, resource: DeletableResource<object>, ids: string[]) {
  const set = hidden.get(resource.name) ?? new Set<string>();
  hidden.set(resource.name, set);
  ids.forEach((id) => set.add(id));
  const apply = () => set.forEach((id) => resource.cache.remove(client, id));
  apply();
  // A refetch (focus, another save) would bring the rows back from the server before their time.
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (event.query.queryKey[0] === resource.name) apply();
  });
  return () => {
    ids.forEach((id) => set.delete(id));
    unsubscribe();
  };
}

function startDelete<T extends object>(
  client: QueryClient,
  resource: DeletableResource<T>,
  records: T[],
  label: string,
  delayMs: number,
) {
  const ids = records.map((record) => resource.idOf(record));
  void client.cancelQueries({ queryKey: [resource.name] });
  const snapshot = resource.cache.snapshot(client);
  const release = keepOut(client, resource as DeletableResource<object>, ids);
  const notice = `undo-delete-${++sequence}`;
  const stop = () => {
    clearTimeout(timer);
    release();
    notifications.hide(notice);
  };
  /**
   * These rows back where they were, minus `gone` and whatever other deletes are still waiting;
   * any other change made during the window stays.
   */
  const putBack = (gone: readonly string[] = []) => {
    const waiting = hidden.get(resource.name) ?? new Set<string>();
    resource.cache.reinstate(
      client,
      snapshot,
      ids.filter((id) => !gone.includes(id) && !waiting.has(id)),
    );
  };
  const entries: PendingDelete[] = ids.map((id) =>
    queueDelete(
      { id, name: resource.name, path: idPath(resource.declaration.path, id) },
      delayMs,
      stop,
    ),
  );

  const undo = () => {
    if (!entries.map(takeDelete).every(Boolean)) return;
    stop();
    entries.forEach(settleDelete);
    putBack();
  };

  const sendAll = async () => {
    entries.forEach(takeDelete);
    stop();
    const epoch = sessionEpoch();
    const results = await Promise.allSettled(ids.map((id) => resource.api.remove(id)));
    // The session ended meanwhile (held at the lock, then "Switch user"): nothing of it goes back
    // into the cache the next user will see.
    if (sessionEpoch() !== epoch) return;
    // Sent, or refused and put back on screen: nothing is left to send later either way.
    entries.forEach(settleDelete);
    const done = results.map((r) => r.status === 'fulfilled' || isGone(r.reason));
    if (done.includes(false)) {
      putBack(ids.filter((_, i) => done[i]));
      const refused = results.flatMap((r) =>
        r.status === 'rejected' && !isGone(r.reason) ? [r] : [],
      );
      for (const message of new Set(refused.map((r) => (r.reason as Error).message)))
        notifications.show({ color: 'red', message });
    }
    await client.invalidateQueries({ queryKey: resource.keys.root });
  };

  const timer = setTimeout(() => void sendAll(), delayMs);
  const text = i18n.t('forms:undo.deleted', {
    label: label || i18n.t('forms:undo.records', { count: records.length }),
  });
  notifications.show({
    id: notice,
    message: <UndoDeleteNotice text={text} deadline={Date.now() + delayMs} onUndo={undo} />,
    autoClose: false,
    withCloseButton: false,
  });
}

/**
 * Delete with Undo (SPEC §4: removed by id at once). The rows leave every cached list now; a
 * notification offers Undo for a few seconds, which puts them back and sends nothing; then the
 * DELETE goes out. If the server refuses, the rows come back and its message is shown. The
 * pending deletes survive the page (see api/resource/outbox.ts) and the screen that started them.
 */
export function useUndoableDelete<T extends object>(
  resource: DeletableResource<T>,
  options: UndoableDeleteOptions = {},
): (records: T[], label: string) => void {
  const client = useQueryClient();
  const delayMs = options.delayMs ?? UNDO_DELAY_MS;
  return useCallback(
    (records: T[], label: string) => {
      if (records.length) startDelete(client, resource, records, label, delayMs);
    },
    [client, resource, delayMs],
  );
}
