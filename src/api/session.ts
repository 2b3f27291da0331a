import { handedSession, type SessionEnd, type SessionSource } from './interceptors';

/**
 * What the data layer and the shared components know of the session: the token the HTTP client
 * sends, the session whose data the tab keeps (names, drafts, views), and word when a session
 * ends. The session itself (storage, lock, expiry) is the app's (`app/auth/`), handed in once at
 * start (`app/session-source.ts` → `interceptors.ts` `setSessionSource`), as refine hands its
 * data provider an auth provider: nothing here imports the app. Only that hand-over weighs on the
 * sign-in page's first chunk; this module loads with the code that reads it.
 */
export type { SessionEnd };

/** Registrations made before the session was handed in (a module loaded first), kept for it. */
const waiting: ((end: SessionEnd) => void)[] = [];

function source(): SessionSource | undefined {
  const handed = handedSession();
  if (handed) for (const hook of waiting.splice(0)) handed.onEnd(hook);
  return handed;
}

export const readToken = (): string | null => source()?.token() ?? null;
export const currentSession = () => source()?.current() ?? null;

/** Registers what must happen when a session ends (forget its names, drafts, queued work). */
export function onSignOut(hook: (end: SessionEnd) => void): () => void {
  const handed = source();
  if (handed) return handed.onEnd(hook);
  waiting.push(hook);
  return () => {
    const at = waiting.indexOf(hook);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/**
 * Changes whenever a session ends: work started in one session (a delete waiting for its Undo
 * window) checks it before putting anything back in the cache of the next.
 */
export const sessionEpoch = (): number => source()?.epoch() ?? 0;
