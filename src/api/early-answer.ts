/**
 * An answer the start already has for a request the HTTP client is about to send (the screen's
 * first data, asked for before the route's code loaded: app/first-request.ts), or undefined: the
 * client then sends its own. Handed in by the start; the client never imports it. A module of its
 * own (not interceptors.ts) so that neither end of it weighs on the sign-in page's first chunk.
 */
export type EarlyAnswer = (request: Request) => Promise<Response | undefined>;

let earlyAnswer: EarlyAnswer | undefined;

/** The start hands in what it fetched early; `undefined` once it has been taken. */
export function setEarlyAnswer(answer: EarlyAnswer | undefined) {
  earlyAnswer = answer;
}

export const takeEarlyAnswer = (request: Request) => earlyAnswer?.(request);
