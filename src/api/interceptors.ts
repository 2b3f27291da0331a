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

/** The auth context registers what a 401 means: sign out and go to /login with the return path. */
export function setUnauthorizedHandler(handler: (() => void) | undefined) {
  unauthorizedHandler = handler;
}

export const passRequestGate = () => requestGate?.();
export const passSessionGate = () => sessionGate?.();
export const reportUnauthorized = () => unauthorizedHandler?.();
