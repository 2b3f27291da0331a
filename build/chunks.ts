/**
 * How the build cuts the app into files (vite.config.ts `codeSplitting`), by package only: moving
 * or renaming one of our modules never changes what a page loads first. The rest is the
 * bundler's automatic splitting (each lazy route a chunk, shared modules a chunk), with its
 * small shared chunks copied into the chunks that read them rather than loaded one by one.
 * docs/first-load.md has the figures; the build checks that the sign-in page's entry loads no
 * signed-in group (build/plugins.ts `checkedChunkGraph`).
 */
import type { CodeSplittingOptions } from 'rolldown';

/** The package a module belongs to (`@scope/name` or `name`), or null for our own sources. */
export function packageOf(id: string): string | null {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return match?.[1]?.replace('\\', '/') ?? null;
}

const inPackages = (names: readonly string[]) => (id: string) => {
  const name = packageOf(id);
  return name !== null && names.some((each) => name === each || name.startsWith(`${each}/`));
};

/** What every page runs: one long-cached file, which compresses better than a dozen. */
const FRAMEWORK = [
  'react',
  'react-dom',
  'scheduler',
  'use-sync-external-store',
  '@tanstack/react-router',
  '@tanstack/router-core',
  '@tanstack/history',
  '@tanstack/store',
  '@tanstack/react-store',
  'i18next',
  'react-i18next',
];

export const CODE_SPLITTING: CodeSplittingOptions = {
  groups: [
    { name: 'framework', test: inPackages(FRAMEWORK) },
    // Popovers, menus and selects position themselves with it (15 KB gzip): it loads with the
    // first of them, not with whichever screen's chunk happens to share it.
    { name: 'floating-ui', test: inPackages(['@floating-ui']) },
    // What the entry imports statically stays in the entry's file: the sign-in page loads one
    // file besides the framework, and no signed-in chunk takes a module of it.
    { name: 'index', tags: ['$initial'] },
  ],
  // Automatic splitting left alone makes a chunk of every few modules two screens share: a list
  // screen loaded about a hundred files, 25 KB gzip more than with the small ones copied in.
  // Copies share one module state (the bundler's registry); styles stay files of their own.
  experimentalInlineCommonChunks: {
    maxSize: 6000,
    exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
  },
};

/** The groups the sign-in page's entry may load (the build checks it). */
export const SIGN_IN_GROUPS = ['framework', 'index'];
export const GROUP_NAMES = CODE_SPLITTING.groups?.map((group) => String(group.name)) ?? [];
