// Plain data only: the build configuration reads this module (vite.config.ts), and index.html's
// script gets what it needs of it from there.

/**
 * The static shell (README "Speed"): the sign-in page and the main layout's frame, rendered by
 * the app itself at build time (render.tsx) and written into index.html, which shows the one a
 * first load is going to show before any script has run; the app takes its place once it has
 * drawn the same (take-over.ts).
 */
export interface LanguageShells {
  /** The sign-in page, signed out, as `/login` draws it. */
  signIn: string;
  /** The colour-mode button in each mode; the pages are drawn in light mode. */
  toggles: Record<'light' | 'dark' | 'auto', string>;
  /** The main layout, its screen left out: wide and narrow, on the overview and on a list. */
  frames: Record<'wide-overview' | 'wide-list' | 'narrow-overview' | 'narrow-list', string>;
  /** The list the `*-list` frames were drawn on (its breadcrumb and sidebar entry). */
  list: string;
}
export type Shells = Record<string, LanguageShells>;

/**
 * The signed-in user's name as the frames are drawn with it, and the initials the avatar makes of
 * it: characters of Unicode's private use, which no real text holds. index.html puts the stored
 * user's in their place.
 */
export const NAME = { full: '\uE000 \uE001', initials: '\uE000\uE001' } as const;

/** The paths no static shell stands for: anonymous pages other than sign-in, each shown by itself. */
export const OWN_PAGES = ['/register', '/display', '/apps', '/404', '/500'] as const;
