import type { MantineColorScheme } from '@mantine/core';
import { APP_KEY } from '@/config/app-key';

/** Where the colour mode is saved (SPEC §2: a key named after the app). */
export const COLOR_SCHEME_KEY = `${APP_KEY}-color-scheme`;
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'light';
const MODES: readonly string[] = ['light', 'dark', 'auto'];
const isMode = (value: string | null): value is MantineColorScheme =>
  value !== null && MODES.includes(value);

/**
 * The `theme` query parameter (SPEC §2, §5): accepted only when it is letters, digits and spaces,
 * and only when it then names a mode. Anything else is ignored.
 */
export function themeFromSearch(search: string): MantineColorScheme | null {
  const value = new URLSearchParams(search).get('theme');
  if (value === null || !/^[A-Za-z0-9 ]+$/.test(value)) return null;
  const mode = value.trim().toLowerCase();
  return isMode(mode) ? mode : null;
}

/**
 * Sets the colour mode before the first paint (no flash), as the app will show it: a valid
 * `theme` parameter, then the saved choice, then light; "auto" follows the system. Run by the
 * page's start script (src/start.ts, inlined into index.html at build time).
 */
export function startColorMode(search = location.search): MantineColorScheme {
  let mode = themeFromSearch(search);
  if (!mode)
    try {
      const stored = localStorage.getItem(COLOR_SCHEME_KEY);
      if (isMode(stored)) mode = stored;
    } catch {
      // Storage blocked: the default.
    }
  mode ??= DEFAULT_COLOR_SCHEME;
  const shown =
    mode === 'auto'
      ? matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light'
      : mode;
  document.documentElement.setAttribute('data-mantine-color-scheme', shown);
  return mode;
}
