/**
 * What must happen when a session ends or starts, registered by whoever holds something of it:
 * the query cache registers itself when the main area first loads. Keeps the auth context free
 * of the data layer, so the sign-in page loads neither.
 */

/** How a session ended, for the hooks that can still do something with it. */
export interface SessionEnd {
  /** The user whose session it was. */
  userId: string | undefined;
  /**
   * The token, only when the user signed out themselves with a session still valid: work they
   * asked for (a delete in its Undo window) may go out with it. Null when it ran out, the server
   * refused it, or the screen was locked (its token was already gone).
   */
  token: string | null;
}

type EndHook = (end: SessionEnd) => void;
type StartHook = (userId: string) => void;

const endHooks = new Set<EndHook>();
const startHooks = new Set<StartHook>();
let epoch = 0;

export function onSignOut(hook: EndHook): () => void {
  endHooks.add(hook);
  return () => endHooks.delete(hook);
}

/** Hooks for a session that starts (sign-in here or in another tab), with its user. */
export function onSignIn(hook: StartHook): () => void {
  startHooks.add(hook);
  return () => startHooks.delete(hook);
}

export function runSignOutHooks(end: SessionEnd = { userId: undefined, token: null }): void {
  epoch++;
  for (const hook of endHooks) hook(end);
}

export function runSignInHooks(userId: string): void {
  for (const hook of startHooks) hook(userId);
}

/**
 * Changes whenever a session ends: work started in one session (a delete waiting for its Undo
 * window) checks it before putting anything back in the cache of the next.
 */
export const sessionEpoch = () => epoch;
