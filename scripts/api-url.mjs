// Where the app may send its bearer token: one rule for config.json (src/app/config-check.ts),
// the build (vite.config.ts, VITE_API_URL) and the deploy step (configure-deployment.mjs). Plain
// JavaScript, so that Node runs it as it is in the deploy step.

const protocolOf = (value) => {
  try {
    return new URL(value).protocol;
  } catch {
    return undefined;
  }
};

/** Whether `value` is an http(s) address at all. */
export const isHttpUrl = (value) => ['http:', 'https:'].includes(protocolOf(value) ?? '');

/** Hosts where a plain-http API cannot be read or changed on the way: this very machine. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the bearer token may go to `value`: https anywhere, http only to this machine (a
 * backend on the same computer, a developer's). A token sent over plain http elsewhere can be
 * read by anyone on the network between, so such a configuration does not start the app.
 */
export function isSafeApiUrl(value) {
  const protocol = protocolOf(value);
  if (protocol === 'https:') return true;
  return protocol === 'http:' && LOOPBACK.has(new URL(value).hostname);
}
