/**
 * What the app plugs into the HTTP client, kept apart from it so that registering costs nothing:
 * the client itself (ky) loads with the first request, not with the sign-in page.
 */
type Gate = () => Promise<void> | undefined;

let requestGate: Gate | undefined;
let sessionGate: Gate | undefined;
let unauthorizedHandler: (() => void) | undefined;

/** Demo mode installs a gate that starts the in-browser backend before the first request. */
export function setRequestGate(gate: Gate | undefined) {
  requestGate = gate;
}

/**
 * The auth context installs what a call waits for while the screen is locked: the same user's
 * unlock (the call then goes with the new token), or the session's end (the call fails, sent to
 * no one).
 */
export function setSessionGate(gate: Gate | undefined) {
  sessionGate = gate;
}

/** How a session ended, for the hooks that can still do something with it (app/auth). */
export interface SessionEnd {
  /** The user whose session it was. */
  userId: string | undefined;
  /** The token, only when the user signed out with a session still valid. */
  token: string | null;
}

/** The session as the start hands it to the layers below (read through `session.ts`). */
export interface SessionSource {
  /** The bearer token for API calls; null signed out or locked. */
  token(): string | null;
  /** The signed-in, unlocked session: its user's id and when it ends; null otherwise. */
  current(): { userId: string; expiresAt: number } | null;
  /** Registers a hook run whenever a session ends. */
  onEnd(hook: (end: SessionEnd) => void): () => void;
  /** Changes whenever a session ends. */
  epoch(): number;
}

let sessionSource: SessionSource | undefined;

/** The start hands in the session once (app/session-source.ts). */
export function setSessionSource(source: SessionSource) {
  sessionSource = source;
}

export const handedSession = () => sessionSource;

/** The auth context registers what a 401 means: sign out and go to /login with the return path. */
export function setUnauthorizedHandler(handler: (() => void) | undefined) {
  unauthorizedHandler = handler;
}

export const passRequestGate = () => requestGate?.();
export const passSessionGate = () => sessionGate?.();
export const reportUnauthorized = () => unauthorizedHandler?.();
