import { expect } from '@playwright/test';
import { isExternal, test } from './support/fixtures';

/**
 * The caching the README asks of a server, as `vite preview` serves the build: hashed assets
 * cached for a year and never revalidated; the page, its configuration and the translations
 * revalidated on every load, so a release reaches everyone at their next visit.
 */
test.describe('caching headers of the served build', () => {
  test.skip(isExternal, 'the headers are the deployment’s server’s, not this build’s preview');

  test('hashed assets are immutable; index.html, config and translations are revalidated', async ({
    request,
  }) => {
    const page = await request.get('/');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const html = await page.text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script, 'index.html names a hashed script').toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.ok()).toBe(true);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const translations = await request.get('/locales/en/common.json');
    expect(translations.ok()).toBe(true);
    expect(translations.headers()['cache-control']).toBe('no-cache');
    // A deep link is answered with the app's page, revalidated like it.
    expect((await request.get('/results')).headers()['cache-control']).toBe('no-cache');
  });
});
