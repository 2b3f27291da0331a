// Plain data only: the build configuration reads this module too (the static shell's frames are
// drawn wide and narrow at this width: scripts/static-shell-plugin.ts).

/** The screen width below which the main layout is the phone's (its `useMediaQuery`). */
export const SMALL_SCREEN = '(max-width: 48em)';
