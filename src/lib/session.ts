/**
 * What the layers below the app know of the session, handed in once by the start
 * (`app/session-source.ts`), as refine hands its data provider an auth provider: the token the
 * HTTP client sends, the user whose data the tab keeps (names, drafts, views), and word when a
 * session ends. The session itself (storage, lock, expiry) stays the app's (`app/auth/`); this
 * module imports none of it, so nothing here reaches up.
 */

/** How a session ended, for the hooks that can still do something with it. */
export interface SessionEnd {
  /** The user whose session it was. */
  userId: string | undefined;
  /** The token, only when the user signed out with a session still valid (see app/auth). */
  token: string | null;
}

/** What the start hands in. */
export interface SessionSource {
  /** The bearer token for API calls; null signed out or locked. */
  token(): string | null;
  /** The signed-in, unlocked session: its user's id and when it ends; null otherwise. */
  current(): { userId: string; expiresAt: number } | null;
  /** Changes whenever a session ends. */
  epoch(): number;
}

const SIGNED_OUT: SessionSource = { token: () => null, current: () => null, epoch: () => 0 };
let source = SIGNED_OUT;
const endHooks = new Set<(end: SessionEnd) => void>();

/** The start hands in the session (and tests the app's own, `src/test/setup.ts`). */
export function provideSession(next: SessionSource): void {
  source = next;
}

/** The start calls this whenever a session ends: every hook registered below runs. */
export function endSession(end: SessionEnd): void {
  for (const hook of endHooks) hook(end);
}

/** Registers what must happen when a session ends (forget its names, drafts, queued work). */
export function onSignOut(hook: (end: SessionEnd) => void): () => void {
  endHooks.add(hook);
  return () => endHooks.delete(hook);
}

export const readToken = (): string | null => source.token();
export const currentSession = () => source.current();
export const currentUserId = (): string | undefined => source.current()?.userId;
/**
 * Changes whenever a session ends: work started in one session (a delete waiting for its Undo
 * window) checks it before putting anything back in the cache of the next.
 */
export const sessionEpoch = (): number => source.epoch();
