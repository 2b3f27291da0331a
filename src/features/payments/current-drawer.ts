import { useSyncExternalStore } from 'react';
import { APP_KEY } from '@/config/app-key';

/**
 * The drawer this desk takes payments into: chosen once per session (opening a drawer's cash
 * session, or "Take payments into this drawer"), shown in the header and written on every
 * payment. Kept in this browser under the app's prefix, so signing out forgets it
 * (`app/auth/wipe.ts`): the next cashier chooses their own.
 */
export interface CurrentDrawer {
  id: string;
  name: string;
  /** The cash session it was chosen in: a closed or another session no longer counts. */
  sessionId: string;
}

const KEY = `${APP_KEY}.cash.drawer`;
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: CurrentDrawer | null } = { raw: null, value: null };

function read(): CurrentDrawer | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return null; // Blocked storage: no drawer chosen.
  }
  if (raw === cached.raw) return cached.value;
  let value: CurrentDrawer | null = null;
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<CurrentDrawer> | null;
    if (parsed && [parsed.id, parsed.name, parsed.sessionId].every((v) => typeof v === 'string'))
      value = parsed as CurrentDrawer;
  } catch {
    // Corrupt: as if none were chosen.
  }
  cached = { raw, value };
  return value;
}

const notify = () => listeners.forEach((listen) => listen());

export function setCurrentDrawer(drawer: CurrentDrawer | null) {
  try {
    if (drawer) localStorage.setItem(KEY, JSON.stringify(drawer));
    else localStorage.removeItem(KEY);
  } catch {
    // Blocked storage: the choice lasts as long as nothing reads it back.
  }
  notify();
}

function subscribe(listen: () => void) {
  listeners.add(listen);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listen();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listen);
    window.removeEventListener('storage', onStorage);
  };
}

export const useCurrentDrawer = () => useSyncExternalStore(subscribe, read, () => null);
