import { expect, type Page } from '@playwright/test';
import { COLOR_SCHEME_KEY, greetingName, loginForm, openSignedIn, test } from './support/fixtures';

const scheme = (page: Page) => page.locator('html');
const colourModeButton = (page: Page) => page.getByRole('button', { name: /^Colour mode: / });

/** The colour mode on <html> as soon as the document has been parsed, before the app has rendered. */
async function schemeAtDomContentLoaded(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  return page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
}

test.describe('colour mode', () => {
  test('light is the default', async ({ page }) => {
    await page.goto('/login');
    await expect(loginForm(page).submit).toBeVisible();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(colourModeButton(page)).toHaveAccessibleName('Colour mode: light. Switch to dark');
  });

  test('?theme=dark turns on dark mode, and is remembered', async ({ page }) => {
    await page.goto('/login?theme=dark');
    await expect(loginForm(page).submit).toBeVisible();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(colourModeButton(page)).toHaveAccessibleName(/^Colour mode: dark\./);

    await page.goto('/login');
    await expect(loginForm(page).submit).toBeVisible();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('a theme parameter with other characters is ignored', async ({ page }) => {
    await page.goto(`/login?theme=${encodeURIComponent('dark<x>')}`);
    await expect(loginForm(page).submit).toBeVisible();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_SCHEME_KEY)).not.toBe(
      'dark',
    );
  });

  test('a theme parameter naming no mode is ignored', async ({ page }) => {
    await page.goto('/login?theme=purple');
    await expect(loginForm(page).submit).toBeVisible();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test.describe('with a dark system preference', () => {
    test.use({ colorScheme: 'dark' });

    test('?theme=auto follows the system', async ({ page }) => {
      await page.goto('/login?theme=auto');
      await expect(loginForm(page).submit).toBeVisible();
      await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(colourModeButton(page)).toHaveAccessibleName(/^Colour mode: system\./);
    });

    test('without a choice the default is still light', async ({ page }) => {
      await page.goto('/login');
      await expect(loginForm(page).submit).toBeVisible();
      await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    });
  });

  test('the toggle switches to dark, which survives a reload without flashing light', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await colourModeButton(page).click();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(colourModeButton(page)).toHaveAccessibleName(
      'Colour mode: dark. Switch to system',
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_SCHEME_KEY)).toBe('dark');

    // Already dark when the HTML has been parsed: no light first paint before the app starts.
    expect(await schemeAtDomContentLoaded(page, '/login')).toBe('dark');
    await expect(loginForm(page).submit).toBeVisible();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('?theme=dark is applied before the app renders too', async ({ page }) => {
    expect(await schemeAtDomContentLoaded(page, '/login?theme=dark')).toBe('dark');
  });

  test.describe('signed in', () => {
    test.use({ signedIn: true });

    test('the toggle in the main layout changes the mode there', async ({ page }) => {
      await openSignedIn(page);
      await colourModeButton(page).click();
      await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByRole('heading', { name: greetingName() })).toBeVisible();
    });
  });
});

test.describe('language', () => {
  const language = (page: Page) =>
    page.getByRole('combobox', { name: /^(Language|Langue|اللغة)$/ });

  test('English is the default', async ({ page }) => {
    await page.goto('/login');
    await expect(loginForm(page).submit).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('choosing Français translates the page, and the choice is remembered', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });

    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(language(page)).toHaveAccessibleName('Langue');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(language(page)).toHaveValue('fr');
  });

  test('choosing العربية lays the page out right to left', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: 'دخول', exact: true })).toBeVisible();

    // And back: English, left to right.
    await language(page).selectOption({ label: 'English' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(loginForm(page).submit).toBeVisible();
  });

  test('?lng=fr in the address picks French, its texts asked for once each', async ({ page }) => {
    const texts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/locales/')) texts.push(pathname);
    });
    await page.goto('/login?lng=fr');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(language(page)).toHaveValue('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // index.html asks for the start's texts (French, and English to fall back on) before the
    // app runs; the app takes those answers instead of asking again.
    const start = ['fr', 'en'].flatMap((lng) =>
      ['common', 'auth', 'errors'].map((ns) => `/locales/${lng}/${ns}.json`),
    );
    expect(texts.toSorted()).toEqual(start.toSorted());
  });

  test('an unsupported ?lng falls back to English', async ({ page }) => {
    await page.goto('/login?lng=xx');
    await expect(loginForm(page).submit).toBeVisible();
    await expect(language(page)).toHaveValue('en');
  });

  test.describe('signed in', () => {
    test.use({ signedIn: true });

    test('the language also applies inside the main layout', async ({ page }) => {
      await openSignedIn(page);
      await language(page).selectOption({ label: 'Français' });
      await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    });
  });
});
