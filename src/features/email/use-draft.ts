import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emailApi, splitAddressList, type DraftRequest, type Email } from '@/api/email';
import { ApiError } from '@/api/errors';
import { useAuth } from '@/app/auth/auth-context';
import { readToken } from '@/app/auth/storage';
import { blankDraft, draftStore, isEmptyDraft, type LocalDraft } from './draft-store';
import { emailKeys } from './queries';

/** Quiet time after the last keystroke before the server copy is updated. */
export const SERVER_SAVE_DELAY_MS = 1500;

export type DraftStatus = 'empty' | 'page' | 'device' | 'saving' | 'saved' | 'error';
type Content = Partial<Pick<LocalDraft, 'to' | 'cc' | 'subject' | 'html'>>;

/** Has changes the server copy lacks (an empty draft never saved anywhere has none). */
const behind = (d: LocalDraft) => {
  if (isEmptyDraft(d) && !d.serverId) return false;
  return (d.syncedAt ?? -1) < d.updatedAt;
};

export const toDraftRequest = (d: LocalDraft): DraftRequest => ({
  to: splitAddressList(d.to),
  cc: splitAddressList(d.cc),
  subject: d.subject,
  html: d.html,
  ...(d.inReplyTo && { inReplyTo: d.inReplyTo }),
});

async function saveToServer(draft: LocalDraft, token: string): Promise<Email> {
  const body = toDraftRequest(draft);
  if (!draft.serverId) return emailApi.saveDraft(body, { token });
  try {
    return await emailApi.updateDraft(draft.serverId, body, { token });
  } catch (error) {
    // Sent or deleted elsewhere: what is typed here becomes a new draft rather than being lost.
    if (error instanceof ApiError && error.status === 404)
      return emailApi.saveDraft(body, { token });
    throw error;
  }
}

/**
 * One draft, as the composer edits it. Every change is in local storage before the next
 * keystroke; signed in, the server copy follows once typing pauses, and a draft written signed
 * out goes up as soon as there is a session.
 */
export function useDraft(id: string) {
  const auth = useAuth();
  const userId = auth.session?.user.id;
  const signedIn = auth.session !== null && auth.isAuthenticated();
  const client = useQueryClient();
  const [draft, setDraft] = useState<LocalDraft>(
    () => draftStore.get(id, userId) ?? blankDraft(id),
  );
  const [saving, setSaving] = useState(false);
  const [syncError, setSyncError] = useState<unknown>(null);

  const current = useRef(draft);
  const session = useRef({ signedIn, userId });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inflight = useRef<Promise<void> | null>(null);
  const closed = useRef(false);
  // The save, reached from timers through a ref so they always run the current one.
  const syncRef = useRef<() => Promise<void>>(() => Promise.resolve());

  const commit = useCallback((next: LocalDraft) => {
    current.current = next;
    if (!closed.current) draftStore.put(next);
    setDraft(next);
  }, []);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void syncRef.current(), SERVER_SAVE_DELAY_MS);
  }, []);

  const sync = useCallback(async (): Promise<void> => {
    timer.current = undefined;
    // The save goes out with the session it was made in, even when it is flushed as the
    // composer closes and storage changes before the request leaves.
    const token = readToken();
    if (!session.current.signedIn || closed.current || !token) return;
    // Only the draft's own account's: one written signed out goes up once claimed or typed in.
    if (current.current.owner !== session.current.userId) return;
    if (inflight.current) {
      await inflight.current;
      return syncRef.current();
    }
    const snapshot = current.current;
    if (!behind(snapshot)) return;
    setSaving(true);
    let ok = false;
    inflight.current = (async () => {
      try {
        const saved = await saveToServer(snapshot, token);
        ok = true;
        setSyncError(null);
        if (closed.current) return;
        commit({
          ...current.current,
          serverId: saved._id,
          owner: session.current.userId,
          syncedAt: snapshot.updatedAt,
        });
        void client.invalidateQueries({ queryKey: emailKeys.lists() });
      } catch (error) {
        setSyncError(error);
      } finally {
        inflight.current = null;
        setSaving(false);
      }
    })();
    await inflight.current;
    // Typing went on while the request was out: save again (a failure waits for the next change).
    if (ok && behind(current.current) && !timer.current) schedule();
  }, [client, commit, schedule]);
  useEffect(() => {
    syncRef.current = sync;
  }, [sync]);

  const update = useCallback(
    (content: Content) => {
      const previous = current.current;
      // Strictly increasing, so a change in the same millisecond as a save is not taken as saved.
      const next = {
        ...previous,
        ...content,
        // Typed in while signed in, it is this account's.
        owner: previous.owner ?? session.current.userId,
        updatedAt: Math.max(Date.now(), previous.updatedAt + 1),
      };
      commit(next);
      if (session.current.signedIn) schedule();
    },
    [commit, schedule],
  );

  // A session that starts (or a draft opened with changes the server has not seen) saves it.
  useEffect(() => {
    session.current = { signedIn, userId };
    if (signedIn && behind(current.current)) schedule();
  }, [signedIn, userId, schedule]);

  // Leaving the composer sends a pending save now; the local copy is already safe.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void sync();
      }
    },
    [sync],
  );

  /** Before sending: no save pending, none in flight, so the server draft id is final. */
  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    await inflight.current;
    return current.current;
  }, []);

  /** After sending or discarding: forgotten here, and never saved again. */
  const close = useCallback(() => {
    closed.current = true;
    clearTimeout(timer.current);
    timer.current = undefined;
    draftStore.remove(id);
  }, [id]);

  const status: DraftStatus =
    isEmptyDraft(draft) && !draft.serverId
      ? 'empty'
      : !draft.owner
        ? 'page'
        : !signedIn
          ? 'device'
          : saving
            ? 'saving'
            : syncError
              ? 'error'
              : behind(draft)
                ? 'device'
                : 'saved';

  return { draft, update, settle, close, status, syncError };
}
