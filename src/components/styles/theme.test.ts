import type { MantineColorScheme } from '@mantine/core';
import {
  COLOR_SCHEME_KEY,
  DEFAULT_COLOR_SCHEME,
  applyThemeParam,
  colorSchemeManager,
  themeFromSearch,
} from './theme';
import { startColorMode } from './color-mode';

describe('the theme query parameter', () => {
  it.each([
    ['?theme=light', 'light'],
    ['?theme=dark', 'dark'],
    ['?theme=auto', 'auto'],
    ['?theme=DARK', 'dark'],
    ['?theme=%20dark%20', 'dark'],
    ['?theme=+auto', 'auto'],
    ['?lng=fr&theme=dark', 'dark'],
  ])('%s sets the colour mode to %s', (search, mode) => {
    expect(themeFromSearch(search)).toBe(mode);
  });

  it.each([
    ['no parameter', ''],
    ['another parameter only', '?lng=fr'],
    ['an empty value', '?theme='],
    ['markup', '?theme=dark<script>'],
    ['an encoded script tag', '?theme=dark%3Cscript%3E'],
    ['punctuation', '?theme=dark;'],
    ['a quote', "?theme=dark'"],
    ['a newline', '?theme=dark%0A'],
    ['a hyphen', '?theme=dark-mode'],
    ['letters that name no mode', '?theme=purple'],
    ['spaces only', '?theme=%20%20'],
  ])('is ignored with %s', (_, search) => {
    expect(themeFromSearch(search)).toBeNull();
  });

  it('is saved as the chosen mode under the app-named key', () => {
    applyThemeParam('?theme=dark');
    expect(COLOR_SCHEME_KEY).toBe('clinic-admin-color-scheme');
    expect(localStorage.getItem('clinic-admin-color-scheme')).toBe('dark');
  });

  it('leaves the stored choice alone when invalid', () => {
    localStorage.setItem(COLOR_SCHEME_KEY, 'auto');
    applyThemeParam('?theme=dark;');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('auto');
  });

  it('defaults to light', () => {
    expect(DEFAULT_COLOR_SCHEME).toBe('light');
    expect(colorSchemeManager.get(DEFAULT_COLOR_SCHEME)).toBe('light');
  });
});

/**
 * The page's start script (src/start.ts, inlined into index.html) sets the colour mode before the
 * first paint; the app then shows the mode Mantine reads. Both must pick the same mode, or the
 * page flashes when the app starts.
 */
describe('the colour mode set before the first paint', () => {
  const originalMatchMedia = window.matchMedia;
  const prefersDark = (dark: boolean) => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: dark && query === '(prefers-color-scheme: dark)',
    })) as typeof window.matchMedia;
  };

  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    window.history.replaceState(null, '', '/');
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  /** Runs the start's colour mode as the page does, opened at `search`. */
  function paintedAt(search: string): string | null {
    window.history.replaceState(null, '', `/${search}`);
    document.documentElement.removeAttribute('data-mantine-color-scheme');
    startColorMode();
    return document.documentElement.getAttribute('data-mantine-color-scheme');
  }

  /** What the app shows: main.tsx applies the parameter, then Mantine reads the saved mode. */
  function appColorScheme(search: string): 'light' | 'dark' {
    applyThemeParam(search);
    const mode: MantineColorScheme = colorSchemeManager.get(DEFAULT_COLOR_SCHEME);
    if (mode !== 'auto') return mode;
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }

  const cases: Array<{
    name: string;
    search: string;
    stored?: string;
    dark?: boolean;
    expected: string;
  }> = [
    { name: 'no parameter, nothing stored', search: '', expected: 'light' },
    { name: 'a valid light parameter', search: '?theme=light', stored: 'dark', expected: 'light' },
    { name: 'a valid dark parameter', search: '?theme=dark', expected: 'dark' },
    { name: 'an upper-case parameter with spaces', search: '?theme=%20DARK%20', expected: 'dark' },
    { name: 'auto on a light system', search: '?theme=auto', expected: 'light' },
    { name: 'auto on a dark system', search: '?theme=auto', dark: true, expected: 'dark' },
    { name: 'a parameter with markup', search: '?theme=dark<script>', expected: 'light' },
    {
      name: 'a parameter with markup and a stored choice',
      search: '?theme=dark<script>',
      stored: 'auto',
      dark: true,
      expected: 'dark',
    },
    { name: 'a parameter with punctuation', search: '?theme=dark;', expected: 'light' },
    { name: 'an unknown mode', search: '?theme=purple', stored: 'dark', expected: 'dark' },
    { name: 'a stored dark choice', search: '', stored: 'dark', expected: 'dark' },
    { name: 'a stored light choice', search: '', stored: 'light', dark: true, expected: 'light' },
    {
      name: 'a stored auto choice on a dark system',
      search: '',
      stored: 'auto',
      dark: true,
      expected: 'dark',
    },
    {
      name: 'a stored value that is no mode',
      search: '',
      stored: 'blue',
      dark: true,
      expected: 'light',
    },
  ];

  it.each(cases)('agrees with the app for $name', ({ search, stored, dark = false, expected }) => {
    prefersDark(dark);
    if (stored !== undefined) localStorage.setItem(COLOR_SCHEME_KEY, stored);

    const painted = paintedAt(search);
    const app = appColorScheme(search);

    expect(painted).toBe(expected);
    expect(app).toBe(expected);
  });

  it('does not save anything itself', () => {
    paintedAt('?theme=dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBeNull();
  });
});
