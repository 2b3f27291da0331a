/**
 * The server's clock, as its answers tell it. An audit trail stamped with each browser's own
 * clock orders a laboratory's changes by whichever computer was wrong; so the times the app
 * writes (validation, entry, each change kept on a result) follow the server's clock where an
 * answer told it: the `Date` header of any answer the browser may read (same origin, or exposed
 * by CORS), or the `updatedAt` a server wrote itself on a record it saved. Otherwise the
 * browser's, and every time written says which (`clock`), so a screen can say it too.
 */
export type ClockSource = 'server' | 'browser';

/** Server time minus browser time, in ms, as last learned; undefined while nothing told it. */
let offset: number | undefined;

/** From an answer's `Date` header (whole seconds: kept only when it moves the clock by more). */
export function noteServerDate(header: string | null | undefined, receivedAt = Date.now()) {
  const server = header ? Date.parse(header) : NaN;
  if (Number.isNaN(server)) return;
  const learned = server - receivedAt;
  // The header drops the milliseconds: a clock already known within the second stays as it is.
  if (offset === undefined || Math.abs(learned - offset) >= 1000) offset = learned;
}

/**
 * From a saved record's `updatedAt`: the server's own time only when it falls outside the
 * moments the app itself sent the save (a server that stores the body's `updatedAt` echoes the
 * browser's time back, which tells nothing).
 */
export function noteServerWrite(updatedAt: unknown, sentFrom: number, answeredAt: number) {
  const server = typeof updatedAt === 'string' ? Date.parse(updatedAt) : NaN;
  if (Number.isNaN(server) || (server >= sentFrom && server <= answeredAt)) return;
  offset = server - Math.round((sentFrom + answeredAt) / 2);
}

/** Now, by the server's clock where known, and whose clock it is. */
export function clockNow(browserNow = Date.now()): { at: string; clock: ClockSource } {
  return offset === undefined
    ? { at: new Date(browserNow).toISOString(), clock: 'browser' }
    : { at: new Date(browserNow + offset).toISOString(), clock: 'server' };
}

/** Forgets what was learned (tests; a deployment's backend changing). */
export const resetServerClock = () => void (offset = undefined);
