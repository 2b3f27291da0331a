// Plain data only: the build configuration reads this module (scripts/static-shell-plugin.ts).

/**
 * The static shell (docs/first-load.md): the sign-in page as the app draws it, rendered by the
 * app itself at build time (render.tsx) and written into index.html, which shows it before any
 * script has run to whoever has no open session; the app takes its place once it has drawn the
 * same (components/layout/take-over.ts).
 */
export interface LanguageShells {
  /** The sign-in page, signed out, as `/login` draws it, in light mode. */
  signIn: string;
  /** Its colour-mode button in each mode. */
  toggles: Record<'light' | 'dark' | 'auto', string>;
}
export type Shells = Record<string, LanguageShells>;

/** The paths no static shell stands for: anonymous pages other than sign-in, each shown by itself. */
export const OWN_PAGES = ['/register', '/display', '/apps', '/404', '/500'] as const;
