/**
 * Tells the web server a session ended here. Its answer (scripts/configure-deployment.mjs writes
 * the rule: `Clear-Site-Data: "cache"`, docs/deployment.md) has the browser drop this site's
 * HTTP cache and back/forward cache, which no script can reach: pages of the session kept
 * there are not shown to the next person. A server without the rule answers anything (the
 * app's page, a 404): nothing is read from it. Not "storage": the app wipes its own keys and
 * keeps the desk's settings (wipe.ts).
 */
export function askServerToClearCache() {
  // The unit tests' server stands for the API, not the web server serving the app.
  if (import.meta.env.MODE === 'test') return;
  try {
    void fetch(`${import.meta.env.BASE_URL}signed-out`, {
      cache: 'no-store',
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch (tests without one): nothing to ask.
  }
}
