import { ApiError } from '../errors';
import { http, send } from '../http';

/**
 * Deletes waiting out their Undo window, kept in local storage so closing the page does not
 * lose them. An entry is written when a delete is queued and removed once it has been sent (or
 * undone). On `pagehide` every delete still waiting in this page goes out at once with
 * `keepalive`, which lets a real backend receive it after the page is gone. The in-browser demo
 * backend cannot: it runs in the very page that is closing, so nothing answers that request.
 * That is why the main layout also calls `flushPendingDeletes()` when it starts.
 */
export const OUTBOX_KEY = 'clinic-admin.pending-deletes';

export interface PendingDelete {
  id: string;
  /** The resource's name (query-key root). */
  name: string;
  /** The DELETE path, e.g. `api/customer/c-0001`. */
  path: string;
  queuedAt: number;
  /** When its own page sends it (the end of its Undo window): another tab's flush waits until then. */
  dueAt?: number;
}

const isEntry = (value: unknown): value is PendingDelete => {
  const entry = value as Partial<PendingDelete> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.path === 'string' &&
    typeof entry.queuedAt === 'number'
  );
};

export function readPendingDeletes(): PendingDelete[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch (error) {
    console.warn('Unreadable pending deletes were dropped', error);
    localStorage.removeItem(OUTBOX_KEY);
    return [];
  }
}

const same = (a: PendingDelete, b: PendingDelete) => a.name === b.name && a.id === b.id;

function write(entries: PendingDelete[]) {
  try {
    if (entries.length) localStorage.setItem(OUTBOX_KEY, JSON.stringify(entries));
    else localStorage.removeItem(OUTBOX_KEY);
  } catch {
    // Storage full or blocked: the delete still goes out from this page, only not after a close.
  }
}

/** Deletes whose timer runs in this page, with what stops that timer. */
const waiting = new Map<string, { entry: PendingDelete; stop: () => void }>();
const keyOf = (entry: PendingDelete) => `${entry.name}/${entry.id}`;

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** DELETE through the one client (prefix, bearer); a record already gone counts as deleted. */
async function sendDelete(entry: PendingDelete, keepalive = false) {
  try {
    await send(http.delete(entry.path, { keepalive }));
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

let listening = false;

/** Records a delete that this page will send after `delayMs`; `stop` is called if the page goes first. */
export function queueDelete(
  item: Pick<PendingDelete, 'id' | 'name' | 'path'>,
  delayMs: number,
  stop: () => void,
): PendingDelete {
  const now = Date.now();
  const entry: PendingDelete = { ...item, queuedAt: now, dueAt: now + delayMs };
  write([...readPendingDeletes().filter((e) => !same(e, entry)), entry]);
  waiting.set(keyOf(entry), { entry, stop });
  if (!listening && typeof window !== 'undefined') {
    window.addEventListener('pagehide', onPageHide);
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

let flushing: Promise<number> | undefined;

/**
 * Sends every delete left over from an earlier page (closed before its Undo window ended).
 * Success or 404 removes the entry; any other failure keeps it for the next start. Resolves to
 * how many were done. Entries another open tab is still counting down are left to that tab.
 */
export function flushPendingDeletes(onSent?: (count: number) => void): Promise<number> {
  flushing ??= flush(onSent).finally(() => {
    flushing = undefined;
  });
  return flushing;
}

async function flush(onSent?: (count: number) => void): Promise<number> {
  const now = Date.now();
  const mine = readPendingDeletes().filter((e) => !waiting.has(keyOf(e)));
  const due = mine.filter((e) => (e.dueAt ?? 0) <= now);
  const later = mine.filter((e) => (e.dueAt ?? 0) > now).map((e) => e.dueAt! - now);
  // Those still in a closed page's Undo window go when it ends; whoever showed lists hears of it.
  if (later.length)
    setTimeout(
      () =>
        void flushPendingDeletes(onSent).then((count) => {
          if (count > 0) onSent?.(count);
        }),
      Math.min(...later) + 1000,
    );
  const results = await Promise.allSettled(due.map((entry) => sendDelete(entry)));
  return results.filter((r) => r.status === 'fulfilled').length;
}
