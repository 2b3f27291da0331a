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
        .then((body) => ({ url: response.url(), type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  return async function finish() {
    page.off('response', onResponse);
    const files = (await Promise.all(pending)).filter(Boolean);
    const total = (type, key) => files.filter((f) => f.type === type).reduce((sum, f) => sum + f[key], 0);
    return {
      files,
      js: { count: files.filter((f) => f.type === 'script').length, raw: total('script', 'raw'), gzip: total('script', 'gzip') },
      css: { count: files.filter((f) => f.type === 'stylesheet').length, raw: total('stylesheet', 'raw'), gzip: total('stylesheet', 'gzip') },
    };
  };
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
