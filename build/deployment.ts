/**
 * The build's plugins for what a deployment serves besides the app's code (vite.config.ts puts
 * them together): the demo backend's service worker, and the Content-Security-Policy that hashes
 * index.html's inline scripts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

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
 * The origins API calls may go to, besides this one: any http(s) origin (the API config.json
 * names), unless the build lists its own in VITE_CSP_CONNECT_SRC (then those and VITE_API_URL's).
 */
export function connectSources(env: Record<string, string>): string[] {
  const sources = (env.VITE_CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean);
  if (sources.length === 0) return ['https:', 'http:'];
  if (env.VITE_API_URL) sources.unshift(new URL(env.VITE_API_URL).origin);
  return sources;
}
