/**
 * The build's first-load plugins (vite.config.ts puts them together): the start scripts inlined
 * into index.html, Mantine's ScrollArea without Floating UI, and the chunk graph's check.
 */
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { assertChunkGraph } from '../scripts/chunk-graph.ts';

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
