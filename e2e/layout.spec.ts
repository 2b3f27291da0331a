import { expect, test, type Page } from '@playwright/test';
import { account, accountMenuName, greetingName, signIn } from './support/fixtures';

/** Tabs on from the account menu, the last control of the header; the sidebar comes next in order. */
async function tabPastHeader(page: Page) {
  await page.getByRole('button', { name: accountMenuName() }).focus();
  await page.keyboard.press('Tab');
}

test.describe('main layout', () => {
  test('the sidebar starts shown and the burger hides and shows it', async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const overview = nav.getByRole('link', { name: 'Overview' });
    await expect(nav).toBeInViewport();
    await tabPastHeader(page);
    await expect(overview).toBeFocused();
    const hide = page.getByRole('button', { name: 'Hide sidebar' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');

    await hide.click();
    const show = page.getByRole('button', { name: 'Show sidebar' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    // A collapsed sidebar is out of reach: off screen, and skipped by the keyboard.
    await expect(nav).not.toBeInViewport();
    await tabPastHeader(page);
    await expect(overview).not.toBeFocused();

    await show.click();
    await expect(nav).toBeInViewport();
    await overview.click();
    await expect(page.getByRole('heading', { name: greetingName() })).toBeVisible();
  });

  test('the side panel starts hidden and shows who is signed in', async ({ page }) => {
    await signIn(page);
    const show = page.getByRole('button', { name: 'Show side panel' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'Session', exact: true })).toHaveCount(0);

    await show.click();
    await expect(page.getByRole('button', { name: 'Hide side panel' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Session', exact: true })).toBeVisible();
    if (account.name) await expect(page.getByText(`Signed in as ${account.name}`)).toBeVisible();
    await expect(page.getByText(/^Session ends /)).toBeVisible();

    await page.getByRole('button', { name: 'Hide side panel' }).click();
    await expect(page.getByRole('heading', { name: 'Session', exact: true })).toHaveCount(0);
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the sidebar starts closed and the burger opens it', async ({ page }) => {
      await signIn(page);
      await expect(page.getByRole('heading', { name: greetingName() })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav).not.toBeInViewport();

      await page.getByRole('button', { name: 'Show sidebar' }).click();
      await expect(nav).toBeInViewport();
      await expect(page.getByRole('button', { name: 'Hide sidebar' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
  });
});
