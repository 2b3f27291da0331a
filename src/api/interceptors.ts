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

/**
 * An answer the start already has for a request the client is about to send (the screen's
 * first data, asked for before the route's code loaded: app/first-request.ts), or undefined:
 * the client then sends its own. Handed in by the start; the client never imports it.
 */
export type EarlyAnswer = (request: Request) => Promise<Response | undefined>;

let earlyAnswer: EarlyAnswer | undefined;

/** The start hands in what it fetched early; `undefined` once it has been taken. */
export function setEarlyAnswer(answer: EarlyAnswer | undefined) {
  earlyAnswer = answer;
}

/** The auth context registers what a 401 means: sign out and go to /login with the return path. */
export function setUnauthorizedHandler(handler: (() => void) | undefined) {
  unauthorizedHandler = handler;
}

export const passRequestGate = () => requestGate?.();
export const passSessionGate = () => sessionGate?.();
export const reportUnauthorized = () => unauthorizedHandler?.();
export const takeEarlyAnswer = (request: Request) => earlyAnswer?.(request);
