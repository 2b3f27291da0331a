import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { configDefaults } from 'vitest/config';
import { areaFacts } from './build/area-facts.ts';
import { CHUNK_GROUPS, SIGN_IN_GROUPS } from './build/chunks.ts';
import { connectSources, contentSecurityPolicy, demoServiceWorker } from './build/deployment.ts';
import { checkedChunkGraph, scrollAreaWithoutFloatingUi, startScript } from './build/plugins.ts';
import { cachingHeaders } from './scripts/caching-headers.mjs';
import { staticShell } from './scripts/static-shell-plugin.ts';
import { isSafeApiUrl } from './scripts/api-url.mjs';

/** Test files that reset the module registry (see `test.projects` below). */
const OWN_MODULES = ['src/i18n/index.test.ts', 'src/mocks/db/seed.test.ts'];

export default defineConfig(({ mode, isSsrBuild }) => {
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
      areaFacts(),
      demoServiceWorker(demo),
      startScript(),
      scrollAreaWithoutFloatingUi(),
      // Before the policy: the shell's script is hashed with the others.
      staticShell(),
      contentSecurityPolicy(connectSources(env)),
      cachingHeaders(),
      checkedChunkGraph(
        CHUNK_GROUPS.map((group) => String(group.name)),
        SIGN_IN_GROUPS,
      ),
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
          // The groups shape what a browser loads first; the contract-only backend's server
          // (an SSR build run by Node) loads everything at once and needs none.
          codeSplitting: isSsrBuild ? undefined : { groups: CHUNK_GROUPS },
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
