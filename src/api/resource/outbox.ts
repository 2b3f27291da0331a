import { onSignOut, type SessionEnd } from '@/api/session';
import { ApiError } from '../errors';
import { http, send } from '../http';
import {
  currentOwner,
  minePending,
  readPendingDeletes,
  writePendingDeletes as write,
  type PendingDelete,
} from './outbox-store';

/**
 * Deletes waiting out their Undo window, kept in local storage so closing the page does not
 * lose them. An entry is written when a delete is queued and removed once it has been sent (or
 * undone). On `pagehide` every delete still waiting in this page goes out at once with
 * `keepalive`, which lets a real backend receive it after the page is gone. The in-browser demo
 * backend cannot: it runs in the very page that is closing, so nothing answers that request.
 * That is why the main layout also calls `flushPendingDeletes()` when it starts.
 */
export { OUTBOX_KEY, readPendingDeletes, type PendingDelete } from './outbox-store';

const same = (a: PendingDelete, b: PendingDelete) => a.name === b.name && a.id === b.id;

/** Deletes whose timer runs in this page, with what stops that timer. */
const waiting = new Map<string, { entry: PendingDelete; stop: () => void }>();
const keyOf = (entry: PendingDelete) => `${entry.name}/${entry.id}`;

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * DELETE through the one client (prefix, bearer); a record already gone counts as deleted. With
 * `token`, that session's: sent as it ends, once the stored token is gone.
 */
async function sendDelete(entry: PendingDelete, keepalive = false, token?: string) {
  try {
    const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
    await send(http.delete(entry.path, { keepalive, headers }));
  } catch (error) {
    if (!isGone(error)) throw error;
  }
  settleDelete(entry);
}

function onPageHide() {
  for (const [key, { entry, stop }] of waiting) {
    waiting.delete(key);
    stop();
    // If the page survives in the back/forward cache the answer does arrive; else the next start sends it again.
    sendDelete(entry, true).catch(() => {});
  }
}

/**
 * A session that ends takes its queued work with it: nothing stays in storage (the sign-out wipes
 * it) to be sent in another session. A user who signs out themselves has asked for these deletes
 * and ended the Undo window: they go now, with keepalive, as on pagehide. A session that ran out,
 * was refused or was locked has no token to send them with: they are dropped, and the records
 * stay on the server.
 */
function onSessionEnd({ userId, token }: SessionEnd) {
  for (const [key, { entry, stop }] of waiting) {
    waiting.delete(key);
    stop();
    if (token && entry.owner === userId) sendDelete(entry, true, token).catch(() => {});
  }
}

let listening = false;

/** Records a delete that this page will send after `delayMs`; `stop` is called if the page goes first. */
export function queueDelete(
  item: Pick<PendingDelete, 'id' | 'name' | 'path'>,
  delayMs: number,
  stop: () => void,
): PendingDelete {
  const now = Date.now();
  const owner = currentOwner() ?? '';
  const entry: PendingDelete = { ...item, queuedAt: now, dueAt: now + delayMs, owner };
  // Only a signed-in user's delete is kept across a reload: its owner's session alone sends it.
  if (owner) write([...readPendingDeletes().filter((e) => !same(e, entry)), entry]);
  waiting.set(keyOf(entry), { entry, stop });
  if (!listening && typeof window !== 'undefined') {
    window.addEventListener('pagehide', onPageHide);
    onSignOut(onSessionEnd);
    listening = true;
  }
  return entry;
}

/** Takes a delete off this page's timer (to send it now, or undo it); false if pagehide took it. */
export const takeDelete = (entry: PendingDelete) => waiting.delete(keyOf(entry));

/** Forgets a delete that has been sent or undone. */
export function settleDelete(entry: PendingDelete) {
  waiting.delete(keyOf(entry));
  write(readPendingDeletes().filter((e) => !same(e, entry)));
}

/**
 * The server said no for good (a 4xx other than "gone", "sign in again" or "try later"): sending
 * it again would not help, so the record is shown again with the reason.
 */
const isRefused = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 404, 408, 429].includes(error.status);

/** What a flush did: deletes sent, and the reasons of those the server refused. */
export interface FlushResult {
  sent: number;
  refused: string[];
}

export interface FlushListener {
  /** A later flush (of deletes another page was still counting down) has finished. */
  (result: FlushResult): void;
}

let flushing: Promise<FlushResult> | undefined;

/**
 * Sends every delete this user left over from an earlier page (closed, or signed out, before its
 * Undo window ended). Success or 404 removes the entry; a refusal removes it and reports why;
 * any other failure (offline, 5xx) keeps it for the next start. Entries another open tab is still
 * counting down are sent once their window is over, and `onLater` hears of it.
 */
export function flushPendingDeletes(onLater?: FlushListener): Promise<FlushResult> {
  flushing ??= flush(onLater).finally(() => {
    flushing = undefined;
  });
  return flushing;
}

async function flush(onLater?: FlushListener): Promise<FlushResult> {
  const now = Date.now();
  const mine = minePending().filter((e) => !waiting.has(keyOf(e)));
  const due = mine.filter((e) => (e.dueAt ?? 0) <= now);
  const later = mine.filter((e) => (e.dueAt ?? 0) > now).map((e) => e.dueAt! - now);
  if (later.length)
    setTimeout(
      () => void flushPendingDeletes(onLater).then((result) => onLater?.(result)),
      Math.min(...later) + 1000,
    );
  const results = await Promise.allSettled(due.map((entry) => sendDelete(entry)));
  const refused: string[] = [];
  results.forEach((result, i) => {
    if (result.status === 'fulfilled' || !isRefused(result.reason)) return;
    settleDelete(due[i]!);
    refused.push((result.reason as Error).message);
  });
  return { sent: results.filter((r) => r.status === 'fulfilled').length, refused };
}
