/**
 * The build's own plugins (vite.config.ts puts them together): the demo backend's service
 * worker, the start scripts inlined into index.html, the Content-Security-Policy that hashes
 * them, Mantine's ScrollArea without Floating UI, and the chunk graph's check.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { assertChunkGraph } from '../scripts/chunk-graph.ts';

const require = createRequire(import.meta.url);

/**
 * Serves MSW's service worker in dev and emits it into demo builds only. The worker is read from
 * the installed msw package, so it always matches the library version and no generated file is
 * committed; a build pointed at a real backend (VITE_API_URL set) ships no MSW code at all.
 */
export function demoServiceWorker(demo: boolean): Plugin {
  const file = require.resolve('msw/mockServiceWorker.js');
  return {
    name: 'clinic-admin:demo-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      if (!demo) return;
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(file),
      });
    },
  };
}

/**
 * The production build's Content-Security-Policy, as a `<meta http-equiv>` placed before any
 * script. Scripts come only from this origin, plus the inline colour-mode script by its hash
 * (computed here, so editing the script can never leave a stale hash); styles allow inline ones
 * because Mantine injects its CSS variables in `<style>` tags and components set `style`
 * attributes. API calls may go to any http(s) origin by default, since one build serves every
 * deployment and `config.json` names its API at run time; an operator narrows that with a
 * header or `scripts/configure-deployment.mjs` (README "Content-Security-Policy"), or a build
 * with `VITE_CSP_CONNECT_SRC` lists its origins (plus VITE_API_URL's) and allows only those.
 * `frame-ancestors` cannot be set from a meta tag: the README shows the server header.
 */
export function contentSecurityPolicy(connect: readonly string[]): Plugin {
  return {
    name: 'clinic-admin:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
          ([, body]) =>
            `'sha256-${createHash('sha256')
              .update(body ?? '')
              .digest('base64')}'`,
        );
        const policy = [
          "default-src 'self'",
          `script-src 'self' ${hashes.join(' ')}`.trim(),
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob:",
          "font-src 'self' data:",
          `connect-src ${["'self'", ...connect].join(' ')}`,
          // Document previews show a PDF from an object URL in a frame.
          "frame-src 'self' blob:",
          "worker-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
        ].join('; ');
        const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
        return html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${meta}`);
      },
    },
  };
}

/**
 * The page's scripts before the app's: src/start.ts (config.json and the start's texts asked for
 * early, the colour mode set before the first paint, the static shell's user) in <head> and
 * src/show-shell.ts (the static shell shown) in <body>, built from the app's own modules with the
 * bundler and inlined into index.html in place of `<!--start-script-->` and `<!--show-shell-->`:
 * one source, no copy kept by hand.
 */
export function startScript(): Plugin {
  let base = '/';
  return {
    name: 'clinic-admin:start-script',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const { build } = await import('rolldown');
        const inline = async (entry: string) => {
          const { output } = await build({
            input: fileURLToPath(new URL(`../${entry}`, import.meta.url)),
            write: false,
            logLevel: 'silent',
            resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
            output: { format: 'iife', minify: true },
          });
          const code = output[0].code.replaceAll('%BASE_URL%', base).trim();
          if (/<\/script/i.test(code)) throw new Error(`${entry} holds "</script"`);
          return `<script>${code}</script>`;
        };
        return html
          .replace('<!--start-script-->', await inline('./src/start.ts'))
          .replace('<!--show-shell-->', await inline('./src/show-shell.ts'));
      },
    },
  };
}

/**
 * The origins API calls may go to, besides this one: any http(s) origin (the API config.json
 * names), unless the build lists its own in VITE_CSP_CONNECT_SRC (then those and VITE_API_URL's).
 */
export function connectSources(env: Record<string, string>): string[] {
  const sources = (env.VITE_CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean);
  if (sources.length === 0) return ['https:', 'http:'];
  if (env.VITE_API_URL) sources.unshift(new URL(env.VITE_API_URL).origin);
  return sources;
}

/**
 * Mantine's ScrollArea (in every signed-in page's sidebar) imports one small hook from
 * @floating-ui/react, which bundles as one module: the whole library (15 KB gzip, needed only
 * when a popover opens) came with the layout. ScrollArea gets a copy of that hook instead. And
 * AppShell's sections get a resize handle that draws nothing, as Mantine's does when a section is
 * not `resizable` (the main layout's never are), without its drag code (src/vendor).
 */
export function scrollAreaWithoutFloatingUi(): Plugin {
  const shim = fileURLToPath(new URL('../src/vendor/use-merge-refs.ts', import.meta.url));
  const noResize = fileURLToPath(new URL('../src/vendor/app-shell-no-resize.ts', import.meta.url));
  return {
    name: 'clinic-admin:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      // The main layout's sections are never resizable: no drag handle code (src/vendor).
      if (
        source === '../AppShellResizeHandle/AppShellResizeHandle.mjs' &&
        importer &&
        /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/.test(importer)
      )
        return noResize;
      if (
        source === '@floating-ui/react' &&
        importer &&
        /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(
          importer,
        )
      )
        return shim;
      return null;
    },
  };
}

/**
 * The build fails when a chunk group the sign-in page does not need loads with the entry, or
 * chunks import each other.
 */
export function checkedChunkGraph(groups: readonly string[], withEntry: readonly string[]): Plugin {
  return {
    name: 'clinic-admin:checked-chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!this.environment || this.environment.name === 'client')
        assertChunkGraph(bundle, groups, withEntry);
    },
  };
}
