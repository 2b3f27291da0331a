import { currentSession, onSignOut } from '@/api/session';
import { APP_KEY } from '@/config/app-key';

/**
 * The names of records other areas refer to by id (patients on results, payments, tickets and
 * visits), kept for the tab's session so that a record named once is not read again: not on
 * another page, another screen, or after a reload.
 *
 * Kept in session storage, not local storage: it lives as long as the tab, never reaches
 * another tab or the next time the browser opens, so a clinic PC shared between staff keeps no
 * list of patients once the tab is closed. It holds an id and a display name per record, no
 * phone or birth date, at most `MAX_NAMES` (the latest). It belongs to the session that read
 * it: signing out (or the session ending) clears it, and a tab where another session starts
 * does not read the previous one's.
 */

/** A name; null when the record is not there (deleted) or could not be read: its id is shown. */
export type Name = string | null;

const KEY = `${APP_KEY}.names`;
/** A day of a lab manager's paging names a few thousand patients: the latest stay. */
export const MAX_NAMES = 2000;

/** By `<area> <id>`, oldest first. */
let names: Map<string, Name> | undefined;
const listeners = new Map<string, Set<() => void>>();
let generation = 0;
let writing: ReturnType<typeof setTimeout> | undefined;

/** Whose names these are: the signed-in user and their session's end (a new sign-in differs). */
function owner() {
  const session = currentSession();
  return session && `${session.userId}@${session.expiresAt}`;
}

/** What this tab kept, if it belongs to the session signed in now. */
function stored(): Map<string, Name> {
  if (names) return names;
  names = new Map();
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as {
      owner?: string;
      names?: [unknown, unknown][];
    };
    if (kept.owner && kept.owner === owner())
      for (const [key, name] of kept.names ?? [])
        if (typeof key === 'string' && typeof name === 'string') names.set(key, name);
  } catch {
    // Unreadable: as if nothing was kept.
  }
  return names;
}

function write() {
  clearTimeout(writing);
  writing = undefined;
  try {
    const kept = [...stored()].filter(([, name]) => name !== null);
    sessionStorage.setItem(KEY, JSON.stringify({ owner: owner(), names: kept }));
  } catch {
    // Storage full or refused: the names stay for this page's life.
  }
}

// Written once a burst of names is over, and before the page goes.
addEventListener('pagehide', () => writing && write());

const keyOf = (area: string, id: string) => `${area} ${id}`;

/** The name of `id` in `area`: undefined while it is not known. */
export const getName = (area: string, id: string) => stored().get(keyOf(area, id));

/** Calls `listener` when the name of `id` changes. */
export function subscribeName(area: string, id: string, listener: () => void) {
  const key = keyOf(area, id);
  const set = listeners.get(key) ?? new Set();
  listeners.set(key, set.add(listener));
  return () => {
    set.delete(listener);
    if (!set.size) listeners.delete(key);
  };
}

/**
 * Stores names, then tells every cell showing one of them, all in the same task: React renders
 * them in one update. The oldest beyond `MAX_NAMES` go.
 */
export function putNames(area: string, entries: Iterable<readonly [string, Name]>) {
  const map = stored();
  const changed: string[] = [];
  for (const [id, name] of entries) {
    const key = keyOf(area, id);
    if (map.get(key) !== name) changed.push(key);
    // New or seen again: to the newest end, kept the longest.
    map.delete(key);
    map.set(key, name);
  }
  while (map.size > MAX_NAMES) map.delete(map.keys().next().value!);
  if (!changed.length) return;
  writing ??= setTimeout(write, 200);
  for (const key of changed) listeners.get(key)?.forEach((listener) => listener());
}

/** Changes on every clear: reads started before it must not write into the next session's. */
export const namesGeneration = () => generation;

/** Forgets every name, here and in storage (sign-out); cells showing one show a placeholder. */
export function clearNames() {
  generation++;
  clearTimeout(writing);
  writing = undefined;
  sessionStorage.removeItem(KEY);
  names = new Map();
  listeners.forEach((set) => set.forEach((listener) => listener()));
}

/** Drops what is in memory, to read the tab's storage again, as a reload does (tests). */
export function reloadNames() {
  if (writing) write();
  names = undefined;
}

onSignOut(clearNames);
