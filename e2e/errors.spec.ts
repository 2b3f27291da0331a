import { expect } from '@playwright/test';
import { accountMenuName, greetingName, loginForm, test } from './support/fixtures';

test.describe('error pages', () => {
  test('/404 is a full page "Page not found" with a way home', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(
      page.getByText('The page you asked for does not exist or has moved.'),
    ).toBeVisible();
    // Full page: no main layout around it, and no sign-in was asked for.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/404');

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    // Home is guarded: an anonymous visitor ends on the sign-in page.
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(loginForm(page).submit).toBeVisible();
  });

  test('/500 is "Something went wrong" with Try again and a way home', async ({ page }) => {
    await page.goto('/500');
    await expect(
      page.getByRole('heading', { name: 'Something went wrong', level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByText('The page could not be shown. Try again in a moment.'),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();

    // "Try again" reloads the page: a marker left on the old document is gone afterwards.
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).e2eBeforeRetry = true;
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as Record<string, unknown>).e2eBeforeRetry ?? false),
      )
      .toBe(false);
    await expect(
      page.getByRole('heading', { name: 'Something went wrong', level: 1 }),
    ).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/500');

    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test.describe('signed in', () => {
    test.use({ signedIn: true });

    test('the error pages are reachable signed in as well, still full page', async ({ page }) => {
      await page.goto('/404');
      await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page.getByRole('heading', { name: greetingName() })).toBeVisible();
    });

    test('an unknown path inside the app shows "Page not found" within the layout', async ({
      page,
    }) => {
      await page.goto('/no/such/page');

      await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expect(page.getByRole('button', { name: accountMenuName() })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/no/such/page');

      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('heading', { name: greetingName() })).toBeVisible();
    });

    test('the sidebar link leads back to the overview from a not-found page', async ({ page }) => {
      await page.goto('/appointments/unknown');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Overview' })
        .click();
      await expect(page.getByRole('heading', { name: greetingName() })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    });
  });
});
