import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import { cachingHeaders } from './scripts/caching-headers.mjs';
import { staticShell } from './scripts/static-shell-plugin.ts';
import { assertChunkGraph } from './scripts/chunk-graph.ts';
import { isSafeApiUrl } from './scripts/api-url.mjs';

const require = createRequire(import.meta.url);

/**
 * Serves MSW's service worker in dev and emits it into demo builds only. The worker is read from
 * the installed msw package, so it always matches the library version and no generated file is
 * committed; a build pointed at a real backend (VITE_API_URL set) ships no MSW code at all.
 */
function demoServiceWorker(demo: boolean): Plugin {
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
function contentSecurityPolicy(connect: readonly string[]): Plugin {
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
function startScript(): Plugin {
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
            input: fileURLToPath(new URL(entry, import.meta.url)),
            write: false,
            logLevel: 'silent',
            resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
function connectSources(env: Record<string, string>): string[] {
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
function scrollAreaWithoutFloatingUi(): Plugin {
  const shim = fileURLToPath(new URL('./src/vendor/use-merge-refs.ts', import.meta.url));
  const noResize = fileURLToPath(new URL('./src/vendor/app-shell-no-resize.ts', import.meta.url));
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
function checkedChunkGraph(groups: readonly string[]): Plugin {
  return {
    name: 'clinic-admin:checked-chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!this.environment || this.environment.name === 'client')
        assertChunkGraph(bundle, groups, ['index', ...SIGN_IN_GROUPS]);
    },
  };
}

/** Test files that reset the module registry (see `test.projects` below). */
const OWN_MODULES = ['src/i18n/index.test.ts', 'src/mocks/db/seed.test.ts'];

const FRAMEWORK =
  /node_modules[\\/](?:(?:react|react-dom|scheduler|@tanstack[\\/](?:router-core|history|store|react-store)|i18next|react-i18next|use-sync-external-store)[\\/]|@tanstack[\\/]react-router[\\/](?!dist[\\/]esm[\\/]useBlocker))/;

/**
 * The sign-in page's UI kit: Mantine's core (pulled in with these: provider, Box, styles API),
 * text, stack, anchor and loader (the page spinner), the icon base and its two icons (which the
 * main layout shares: a chunk of their own each, they were two requests more), the sign-in page's own
 * controls' styles (their code loads with /login and the lock only; the static shell of /login
 * draws with these styles before any script), the language and colour switches, the form hook,
 * the routes' search parsers (which the screens' own validators share), the backend profile
 * (which the entry reads; left alone, the bundler gives it a chunk of its own). Left to automatic
 * splitting, every area that shares a few of these
 * (an input here, the language switcher there) cuts them into more, smaller chunks, and the first
 * page staff load grows with each new area (the email area alone added 1.2 KB gzip that way).
 * Grouped, the entry loads them with itself, in parallel, and areas reuse the cached chunk.
 * List only what /login uses: anything here is loaded by every page.
 */
const SIGN_IN_UI =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Anchor|Text|Stack|Loader)[\\/]|node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-isomorphic-effect[\\/]|node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](?:createReactComponent|defaultAttributes|icons[\\/]Icon(?:Stethoscope|AlertTriangle))\.|[\\/]src[\\/](?:components[\\/](?:layout[\\/](?:language-switcher|color-scheme-toggle)|forms[\\/]use-schema-form)\.|lib[\\/]search-schema\.|api[\\/]backend\.|features[\\/]auth[\\/]sign-in\.module\.css)/;

/**
 * Mantine's form controls, which every signed-in screen uses (filters, forms, dialogs) and the
 * sign-in page no longer does (it draws its own, features/auth/sign-in-controls.tsx): one chunk
 * the screens share, rather than a dozen small ones that compress worse (2 KB gzip less on a
 * list screen). Nothing the sign-in page imports may be here, or it would load this chunk:
 * `npx playwright test e2e/budget.spec.ts` lists the page's files.
 */
const FORM_UI =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Input|InputBase|TextInput|PasswordInput|Button|ActionIcon|CloseButton|Alert|NativeSelect|Transition)[\\/]|node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Combobox[\\/](?:get-parsed-combobox-data|Combobox\.module|ComboboxChevron)[\\/.]/;

/**
 * A signed-in first screen in a handful of chunks rather than the fifty-odd automatic splitting
 * makes (every module two routes share a chunk of its own, each a request before the first
 * paint). Each group names the modules it starts from; the bundler adds what they import
 * (`includeDependenciesRecursively`, its default) unless an earlier group has it. A module that
 * only a dynamic import loads (a dialog, a drawer) must not match, or it would load with the group.
 *
 * - common: what the main area shares with pages signed-out staff may load later (the sign-in
 *   call's validation, error screens): zod, and the early request's parsers.
 */
const COMMON =
  /node_modules[\\/]zod[\\/]|[\\/]src[\\/](api[\\/](validation|extensions)|app[\\/]first-request|components[\\/]data-table[\\/]search-validator)\.ts$/;

/**
 * - main-area: the main layout's route (its component, a chunk of its own otherwise) and what it
 *   imports (the layout, the user menu, quick search, the notifications, the scanner's and
 *   critical announcer's starts), what it loads as it mounts (the query cache, the outbox it
 *   empties) and the resource engine: every signed-in screen loads it. The static shell finds the
 *   layout's stylesheets from here (scripts/static-shell-plugin.ts). And Mantine's 85-byte
 *   `getBaseValue`, which Grid (the overview) and SimpleGrid (the forms) share: a request of its
 *   own otherwise.
 */
const MAIN_AREA =
  /[\\/]src[\\/](routes[\\/]_app\.tsx\?tsr-split=[\w-]*component[\w-]*$|components[\\/](layout[\\/]app-layout|feedback[\\/]lazy-notifications)\.tsx$|features[\\/](auth[\\/](session-panel|user-menu)|quick-search[\\/]quick-search|lab[\\/](parts[\\/]critical-announcer|scan[\\/]scan)-start)\.tsx?$|app[\\/]query-client\.ts$|api[\\/](define-resource|resource[\\/]outbox|currency-units)\.ts$|i18n[\\/]format\.ts$)|@mantine[\\/]notifications[\\/]esm[\\/]notifications\.store|@mantine[\\/]core[\\/]esm[\\/]core[\\/]utils[\\/]get-base-value[\\/]/;

/**
 * - screen-parts: what the lists share with the overview and the calendar (a row's icon, paper),
 *   and the styles of a result's value and of the range editor: two stylesheets of a few hundred
 *   bytes that were each a request of /results before its first rows (lab-range imports this
 *   chunk, so every screen that shows a value has them).
 */
const SCREEN_PARTS =
  /[\\/]src[\\/](components[\\/](data-table[\\/]row-icon|feedback[\\/]extension-notice)\.|features[\\/]lab[\\/](parts[\\/]result-value|results[\\/]range-editor)\.module\.css$)|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Paper|Progress|VisuallyHidden)[\\/]/;

/**
 * - resources: the areas' declarations (not payments' and tickets', which few screens load) and
 *   the names they show of each other's records, without their imports: most screens share them
 *   in overlapping sets, one chunk rather than ten.
 */
const RESOURCES =
  /[\\/]src[\\/](api[\\/](resources[\\/](?!payments\.|tickets\.)[^?]*|names[\\/](?!name-lookup)[^?]*|search\.ts)|components[\\/](references[\\/][^?]*|resource-screen[\\/]columns\.ts)|i18n[\\/]enum-text\.ts)$/;

/** - list-screen: the generic list screen and what it imports (the table): every list loads it. */
const LIST_SCREEN =
  /[\\/]src[\\/]components[\\/]resource-screen[\\/](list-screen\.tsx|screen\.ts)$/;

/**
 * - overview-parts: a critical result's acknowledgement, which the overview's card shares with the
 *   results' screens, without its imports (those other screens share too), with the lab's stages
 *   and its toast, which the card and the validation read (two small chunks of their own before).
 */
const OVERVIEW_PARTS =
  /[\\/]src[\\/](features[\\/]lab[\\/](parts[\\/](acknowledge|critical-(sound|watch)|save-result|watched-limits|lab-references|result-name|notify)|rules[\\/]changes)|api[\\/]lab[\\/]stages)\.tsx?$|@mantine[\\/]core[\\/]esm[\\/]utils[\\/](InlineInput|InputsGroupFieldset)[\\/]|IconBellCheck\./;

/** The sign-in page's groups: the only ones the entry may load. */
const SIGN_IN_GROUPS = ['framework', 'sign-in-ui'];

/** The chunk groups, in the order they claim modules (one an earlier group has stays there). */
const CHUNK_GROUPS: CodeSplittingGroup[] = [
  // What every page needs, in one long-cached chunk that compresses better than ten. Mantine
  // stays out: its components split by the screens that use them.
  { name: 'framework', test: FRAMEWORK },
  { name: 'sign-in-ui', test: SIGN_IN_UI },
  { name: 'form-ui', test: FORM_UI },
  // Popovers, menus and selects position themselves with it (≈18 KB gzip): its own
  // chunk, so it loads with the first of them rather than with whatever shares it.
  { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
  // Mantine's Title and Group: every signed-in screen draws them, and so do the
  // error screens, which may not load the signed-in chunks. One small chunk of their
  // own, not two (the overview's 21st file).
  {
    name: 'title-group',
    test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:Title|Group)[\\/]/,
  },
  // The sign-in page's own parts, which the registration page, the lock and the
  // password change share: one chunk rather than five small ones on /login.
  {
    name: 'sign-in-page',
    test: /[\\/]src[\\/]features[\\/]auth[\\/](?:auth-page|sign-in-controls|use-auth-request|use-auth-mutations)\./,
    includeDependenciesRecursively: false,
  },
  // A result's flag against the range that fits its patient (the lab's pure rules and
  // the cells that show them): the results list, the patient page, the worksheet and
  // the report load them together once a row has a value. One chunk, not five.
  {
    name: 'lab-range',
    test: /[\\/]src[\\/](?:domain[\\/]lab-(?:flags|ranges)|features[\\/]lab[\\/]parts[\\/](?:result-range|ranged|banded|result-value))\.(?!module\.css)/,
    includeDependenciesRecursively: false,
  },
  // The entry's own modules (all it imports statically) stay in the entry's chunk: the groups
  // below take their modules' imports with them, and must never take one the sign-in page loads.
  { name: 'index', tags: ['$initial'] },
  // The static shell's hand-over, which the sign-in page and the main layout both call: its own
  // chunk, or the main area's would take it and /login would load that.
  { name: 'take-over', test: /[\\/]src[\\/]components[\\/]layout[\\/]take-over\.ts$/ },
  { name: 'common', test: COMMON },
  { name: 'main-area', test: MAIN_AREA },
  { name: 'screen-parts', test: SCREEN_PARTS },
  { name: 'resources', test: RESOURCES, includeDependenciesRecursively: false },
  { name: 'list-screen', test: LIST_SCREEN },
  {
    name: 'overview-parts',
    test: OVERVIEW_PARTS,
    includeDependenciesRecursively: false,
  },
  // The money the overview, the payments and the drawers show: amounts, the base currency and
  // totals converted to it. One chunk, not three.
  {
    name: 'money',
    test: /[\\/]src[\\/](domain[\\/]money[\\/](convert|round|settle|denominations|index)\.ts$|features[\\/]payments[\\/]money[\\/](base-currency|converted-total)\.)/,
  },
  // The payments' and the tickets' declarations, which the overview reads together (its takings
  // and its queue): one request, not two. The screens that read one read 1.5-2 KB more.
  {
    name: 'payments-tickets',
    test: /[\\/]src[\\/]api[\\/]resources[\\/](payments|tickets)\.ts$/,
    includeDependenciesRecursively: false,
  },
  // A touch screen's camera scan (loaded after the first screen) with its icon, which the
  // patient page shares: one request, not two.
  {
    name: 'camera-scan',
    test: /[\\/]src[\\/]features[\\/]lab[\\/]scan[\\/]camera-scan\.tsx$|[\\/]icons[\\/]IconBarcode\./,
  },
];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // As config.json's apiUrl is checked (src/config/api-url.ts): the token goes over https, or
  // plain http to this machine only.
  if (env.VITE_API_URL && !isSafeApiUrl(env.VITE_API_URL))
    throw new Error(
      `VITE_API_URL=${env.VITE_API_URL}: use https (plain http only for localhost or 127.0.0.1).`,
    );
  // The demo backend is in `npm start` and `npm run build:demo` (mode demo), never in the
  // production build (`npm run build`): src/api/backend.ts DEMO_BUILD.
  const demo = mode !== 'production' && !env.VITE_API_URL;
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // A list route's loader and screen share its area's declaration: one chunk, loaded on
        // the way to the route, never with the first page (the default leaves loaders there).
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
        quoteStyle: 'single',
      }),
      react(),
      demoServiceWorker(demo),
      startScript(),
      scrollAreaWithoutFloatingUi(),
      // Before the policy: the shell's script is hashed with the others.
      staticShell(),
      contentSecurityPolicy(connectSources(env)),
      cachingHeaders(),
      checkedChunkGraph(CHUNK_GROUPS.map((group) => String(group.name))),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 600,
      modulePreload: {
        // Every browser we support has modulepreload; the polyfill would be dead weight.
        polyfill: false,
        // A lazy chunk's own imports are fetched by the browser as soon as the chunk arrives;
        // listing them again at every import site (twice per route: loader and screen) put
        // 2 KB of chunk-name arrays into the first bundle, which the sign-in page cannot carry.
        // The HTML keeps its preload links.
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: CHUNK_GROUPS,
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      globals: true,
      // The render log hooks into React before React DOM loads: it comes first.
      setupFiles: ['./src/test/render-log.ts', './src/test/setup.ts'],
      css: false,
      restoreMocks: true,
      testTimeout: 15000,
      // Its ten slowest tests close the run, and those above a quarter of their limit.
      reporters: ['default', './src/test/slowest-reporter.ts'],
      // Forks, not threads: a test changes process.env.TZ, which a worker thread cannot.
      pool: 'forks',
      projects: [
        {
          // Each test file in a fresh process of its own costs a second of jsdom and a second of
          // setup (MSW, Mantine, the locales): two thirds of the unit run. The files of a worker
          // share them instead, and src/test/setup.ts resets what a file may leave behind.
          extends: true,
          test: {
            name: 'unit',
            isolate: false,
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, ...OWN_MODULES],
          },
        },
        // Files that load a second copy of the app's modules (vi.resetModules) and would leave the
        // files after them mixing two instances of a module (two React contexts of one provider):
        // each runs in a process of its own.
        {
          extends: true,
          test: { name: 'unit (own modules)', isolate: true, include: OWN_MODULES },
        },
      ],
    },
  };
});
