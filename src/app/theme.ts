import {
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorScheme,
} from '@mantine/core';
import { APP_KEY } from './config';

/** Where the colour mode is saved (SPEC §2: a key named after the app). index.html reads it too. */
export const COLOR_SCHEME_KEY = `${APP_KEY}-color-scheme`;
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'light';
const MODES: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

/**
 * The `theme` query parameter (SPEC §2, §5): accepted only when it is letters, digits and spaces,
 * and only when it then names a mode. Anything else is ignored.
 */
export function themeFromSearch(search: string): MantineColorScheme | null {
  const value = new URLSearchParams(search).get('theme');
  if (value === null || !/^[A-Za-z0-9 ]+$/.test(value)) return null;
  const mode = value.trim().toLowerCase() as MantineColorScheme;
  return MODES.includes(mode) ? mode : null;
}

/** Saves a valid `theme` parameter as the chosen mode before the first render. */
export function applyThemeParam(search = window.location.search): void {
  const mode = themeFromSearch(search);
  if (mode) {
    try {
      localStorage.setItem(COLOR_SCHEME_KEY, mode);
    } catch {
      // Storage may be full or blocked; the mode then lasts for this page only.
    }
  }
}

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif',
  headings: { fontWeight: '650' },
});
