// Renders the static shell (src/app/static-shell) for the build: the app's own sign-in page and
// main layout, in every language, drawn in jsdom through Vite's module loader with the project's
// configuration, so the markup is what the app draws (the same CSS-module class names as the
// build's). Run by the build (scripts/static-shell-plugin.ts) in a process of its own, which
// keeps jsdom's globals out of the build:
//
//   node scripts/static-shell.mjs <mode> <out.json>
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const [mode = 'production', out] = process.argv.slice(2);
if (!out) {
  console.error('Usage: node scripts/static-shell.mjs <mode> <out.json>');
  process.exit(2);
}

/** A browser's globals, as a test environment gives them, for the app's modules to find. */
function installBrowser() {
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'http://clinic.invalid/',
    pretendToBeVisual: true,
  });
  for (
    let scope = window;
    scope && scope !== Object.prototype;
    scope = Object.getPrototypeOf(scope)
  )
    for (const key of Object.getOwnPropertyNames(scope)) {
      if (key in globalThis) continue;
      const value = window[key];
      // Methods of the window (addEventListener, getComputedStyle…) are called unbound.
      globalThis[key] =
        typeof value === 'function' && !/^[A-Z]/.test(key) ? value.bind(window) : value;
    }
  for (const key of [
    'window',
    'document',
    'navigator',
    'localStorage',
    'sessionStorage',
    'location',
  ])
    Object.defineProperty(globalThis, key, { value: window[key], configurable: true });
  // What jsdom lacks and the app's first render asks for.
  window.scrollTo = () => {};
  window.HTMLElement.prototype.scrollIntoView = () => {};
  globalThis.ResizeObserver = window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // The frame's screens ask for data: it never comes (their part is not in the shell).
  globalThis.fetch = window.fetch = () => new Promise(() => {});
}

/** Every locale file, by language and namespace. */
function readLocales() {
  const dir = join(ROOT, 'public/locales');
  const resources = {};
  for (const lng of readdirSync(dir))
    for (const file of readdirSync(join(dir, lng)))
      (resources[lng] ??= {})[file.replace(/\.json$/, '')] = JSON.parse(
        readFileSync(join(dir, lng, file), 'utf8'),
      );
  return resources;
}

installBrowser();
const { createServer } = await import('vite');
const server = await createServer({
  root: ROOT,
  configFile: join(ROOT, 'vite.config.ts'),
  mode,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  // The router's packages in their browser build (the shell is what a browser draws), loaded
  // through Vite like the app's own modules.
  ssr: {
    noExternal: [/^@tanstack\//],
    resolve: { conditions: ['browser', 'module', 'import', 'default'] },
  },
});
try {
  const { renderShells } = await server.ssrLoadModule('/src/app/static-shell/render.tsx');
  const shells = await renderShells(readLocales());
  // The stylesheets the app drew the shell with: index.html links the build's files holding them.
  const css = [...server.environments.ssr.moduleGraph.idToModuleMap.keys()]
    .map((id) => id.split('?')[0])
    .filter((id) => id.endsWith('.css'));
  writeFileSync(out, JSON.stringify({ shells, css }));
} finally {
  await server.close();
}
process.exit(0);
