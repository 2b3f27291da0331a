// Plain data only.

/** The screen width below which the main layout is the phone's (its `useMediaQuery`). */
export const SMALL_SCREEN = '(max-width: 48em)';
