import { onSignOut } from '@/app/auth/sign-out-hooks';
import { readSession } from '@/app/auth/storage';
import { APP_KEY } from '@/app/config';

/**
 * The names of records other areas refer to by id (patients on results, payments, tickets and
 * visits), kept for the tab's session so that a record named once is not read again: not on
 * another page, another screen, or after a reload.
 *
 * Kept in session storage, not local storage: it lives as long as the tab, never reaches
 * another tab or the next time the browser opens, and a clinic PC shared between staff keeps no
 * list of patients once the tab is closed. It holds an id and a display name per record, no
 * phone or birth date, at most `MAX_PER_AREA` per area (the most recently seen). It belongs to
 * the session that read it: signing out (or the session ending) clears it, and a tab where
 * another session starts does not read the previous one's.
 */

/** A name; null when the record is not there (deleted) or could not be read: its id is shown. */
export type Name = string | null;

const KEY = `${APP_KEY}.names`;
/** A day of a lab manager's paging names a few thousand patients: the latest stay. */
export const MAX_PER_AREA = 2000;

type Listener = () => void;
const names = new Map<string, Map<string, Name>>();
const listeners = new Map<string, Map<string, Set<Listener>>>();
let generation = 0;
let loaded = false;

const sessionStore = (): Storage | undefined =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage;

/** Whose names these are: the signed-in user and their session's end (a new sign-in differs). */
function owner(): string | undefined {
  const session = readSession({ repair: false });
  return session ? `${session.user.id}@${session.expiresAt}` : undefined;
}

interface Stored {
  owner: string;
  areas: Record<string, [string, string][]>;
}

/** What this tab kept, if it belongs to the session signed in now. */
function load() {
  loaded = true;
  let stored: Stored | undefined;
  try {
    stored = JSON.parse(sessionStore()?.getItem(KEY) ?? 'null') as Stored | undefined;
  } catch {
    stored = undefined;
  }
  if (!stored || typeof stored !== 'object' || stored.owner !== owner()) {
    sessionStore()?.removeItem(KEY);
    return;
  }
  for (const [area, entries] of Object.entries(stored.areas ?? {})) {
    if (!Array.isArray(entries)) continue;
    const map = areaNames(area, false);
    for (const entry of entries)
      if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string')
        map.set(entry[0], entry[1]);
  }
}

function areaNames(area: string, ensureLoaded = true): Map<string, Name> {
  if (ensureLoaded && !loaded) load();
  let map = names.get(area);
  if (!map) names.set(area, (map = new Map()));
  return map;
}

let writeTimer: ReturnType<typeof setTimeout> | undefined;
/** Written once a burst of updates is over, not once per name. */
function persistSoon() {
  if (writeTimer !== undefined) return;
  writeTimer = setTimeout(persist, 200);
}

function persist() {
  clearTimeout(writeTimer);
  writeTimer = undefined;
  const who = owner();
  if (!who) return;
  const areas: Stored['areas'] = {};
  for (const [area, map] of names)
    areas[area] = [...map].filter((entry): entry is [string, string] => entry[1] !== null);
  try {
    sessionStore()?.setItem(KEY, JSON.stringify({ owner: who, areas } satisfies Stored));
  } catch {
    // Storage full or refused: the names stay for this page's life, as before a reload.
  }
}

if (typeof window !== 'undefined')
  window.addEventListener('pagehide', () => writeTimer !== undefined && persist());

/** The name of `id` in `area`: undefined while it is not known. */
export const getName = (area: string, id: string): Name | undefined => areaNames(area).get(id);

/** Calls `listener` when the name of `id` changes. */
export function subscribeName(area: string, id: string, listener: Listener): () => void {
  let byId = listeners.get(area);
  if (!byId) listeners.set(area, (byId = new Map()));
  let set = byId.get(id);
  if (!set) byId.set(id, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) byId.delete(id);
  };
}

/**
 * Stores names, then tells every cell showing one of them, all in the same task: React renders
 * them in one update. The oldest names beyond `MAX_PER_AREA` go.
 */
export function putNames(area: string, entries: Iterable<readonly [string, Name]>) {
  const map = areaNames(area);
  const changed: string[] = [];
  for (const [id, name] of entries) {
    if (map.get(id) !== name) changed.push(id);
    // Seen again or new: to the newest end, kept the longest.
    map.delete(id);
    map.set(id, name);
  }
  for (const id of map.keys()) {
    if (map.size <= MAX_PER_AREA) break;
    map.delete(id);
  }
  if (changed.length === 0) return;
  persistSoon();
  const byId = listeners.get(area);
  if (byId) for (const id of changed) byId.get(id)?.forEach((listener) => listener());
}

/** Moves known names to the newest end (a page showing them again keeps them longest). */
export function touchNames(area: string, ids: Iterable<string>) {
  const map = areaNames(area);
  for (const id of ids) {
    const name = map.get(id);
    if (name === undefined) continue;
    map.delete(id);
    map.set(id, name);
  }
}

/** Changes on every clear: reads started before it must not write into the next session's. */
export const namesGeneration = () => generation;

/** Forgets every name, here and in storage (sign-out). Cells showing one show a placeholder. */
export function clearNames() {
  generation++;
  clearTimeout(writeTimer);
  writeTimer = undefined;
  sessionStore()?.removeItem(KEY);
  const shown = [...listeners.values()].flatMap((byId) => [...byId.values()]);
  names.clear();
  loaded = true;
  shown.forEach((set) => set.forEach((listener) => listener()));
}

/** Drops what is in memory and reads storage again, as a reload does (tests). */
export function reloadNames() {
  if (writeTimer !== undefined) persist();
  names.clear();
  loaded = false;
}

onSignOut(clearNames);
