// Measures what a page load really costs: every script and stylesheet the browser fetched from the
// app's origin, with its size raw and gzip-compressed (level 9), as a server would send it.
import { gzipSync } from 'node:zlib';

/**
 * Starts recording on `page`; call the returned `finish()` once the page is ready.
 * Only same-origin scripts and stylesheets count (the MSW service worker script is not a page
 * resource and loads only with the first API call in demo mode).
 */
export function recordPageWeight(page, origin) {
  const pending = [];
  const onResponse = (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    if (!response.url().startsWith(origin)) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          type,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  return async function finish() {
    page.off('response', onResponse);
    const all = (await Promise.all(pending)).filter(Boolean);
    // The demo backend (one chunk, see vite.config.ts) exists only in demo builds: it is reported
    // on its own, not as part of what the app costs in production.
    const demo = all.filter((f) => isDemoBackend(f.url));
    const files = all.filter((f) => !isDemoBackend(f.url));
    return {
      files,
      js: weigh(files, 'script'),
      css: weigh(files, 'stylesheet'),
      demoBackend: weigh(demo, 'script'),
    };
  };
}

const isDemoBackend = (url) => /\/assets\/demo-backend-[\w-]+\.js$/.test(new URL(url).pathname);

function weigh(files, type) {
  const of = files.filter((f) => f.type === type);
  return {
    count: of.length,
    raw: of.reduce((sum, f) => sum + f.raw, 0),
    gzip: of.reduce((sum, f) => sum + f.gzip, 0),
  };
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
