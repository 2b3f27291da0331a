import {
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';
import { COLOR_SCHEME_KEY, themeFromSearch } from './color-mode';
import './contrast.css';

export { COLOR_SCHEME_KEY, DEFAULT_COLOR_SCHEME, themeFromSearch } from './color-mode';

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

/**
 * Mantine's teal with darker top shades, so every use of the primary colour reads at WCAG AA
 * (4.5:1): white on a filled button (shade 8, 6.1:1; red and blue at 8 pass too), links on white, the light
 * variant's text (shade 9) on its background (shade 1, 6.9:1) and on hover (shade 2, 6.1:1).
 */
const clinic: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#087f5b',
  '#06704f',
  '#055c41',
];

export const theme = createTheme({
  colors: { clinic },
  primaryColor: 'clinic',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif',
  headings: { fontWeight: '650' },
  // A link inside a sentence is told apart by more than its colour (WCAG 1.4.1).
  components: { Anchor: { defaultProps: { underline: 'always' } } },
  respectReducedMotion: true,
});
