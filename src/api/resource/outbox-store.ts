import { currentSession } from '@/api/session';
import { withItems, type ListPage } from './paging';

/**
 * The stored side of the outbox (see ./outbox.ts): deletes waiting out their Undo window, kept
 * in local storage so closing the page does not lose them. Lists read it too, so a record whose
 * delete is still on its way never shows again, not even after a reload. Small and free of the
 * HTTP client, because every list query imports it.
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
  /** The signed-in user who asked for it: only their session sends it, and only they stop seeing the record. */
  owner: string;
}

const isEntry = (value: unknown): value is PendingDelete => {
  const entry = value as Partial<PendingDelete> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.path === 'string' &&
    typeof entry.queuedAt === 'number' &&
    // One without an owner (written before owners were recorded) is nobody's to send: dropped.
    typeof entry.owner === 'string' &&
    entry.owner !== ''
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

export function writePendingDeletes(entries: PendingDelete[]) {
  try {
    if (entries.length) localStorage.setItem(OUTBOX_KEY, JSON.stringify(entries));
    else localStorage.removeItem(OUTBOX_KEY);
  } catch {
    // Storage full or blocked: the delete still goes out from this page, only not after a close.
  }
}

/** Who is signed in now (the owner a new entry gets). */
export const currentOwner = (): string | undefined => currentSession()?.userId;

/** Entries of the user signed in now; none when nobody is (signed out, or the screen locked). */
export function minePending(): PendingDelete[] {
  const owner = currentOwner();
  return owner ? readPendingDeletes().filter((e) => e.owner === owner) : [];
}

/**
 * A fetched page without the records this user has deleted but whose DELETE has not gone out
 * yet (its Undo window, or a page closed before it ended); the total drops by as many.
 */
export const withoutPending = <T>(name: string, idOf: (record: T) => string, page: ListPage<T>) =>
  withItems(page, withoutPendingItems(name, idOf, page.items));

export function withoutPendingItems<T>(name: string, idOf: (record: T) => string, items: T[]) {
  const ids = new Set(minePending().flatMap((e) => (e.name === name ? [e.id] : [])));
  if (!ids.size) return items;
  const kept = items.filter((item) => !ids.has(idOf(item)));
  return kept.length === items.length ? items : kept;
}
