// What a server should send for each file of the build, so a returning member of staff loads
// nothing that has not changed and never runs an old app against a new server:
// - `assets/*` carry a content hash in their name: a changed file is a new name, so they are
//   cached for a year and never revalidated;
// - everything else (index.html, config.json, the translations in locales/, the demo's service
//   worker, the icon) keeps its name across releases: the browser may store it but asks the
//   server each time (`no-cache` is "revalidate", answered 304 when unchanged).
// `vite preview` sends these (the plugin below), and the README gives the same rules for nginx.

/** The Cache-Control header for a path of the built app. */
export function cacheControlOf(path) {
  return /^\/assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A Vite plugin: `vite preview` serves the build with the headers a production server should. */
export function cachingHeaders() {
  return {
    name: 'clinic-admin:caching-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0];
        res.setHeader('Cache-Control', cacheControlOf(path));
        next();
      });
    },
  };
}
