import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { openComposerOrNotice } from './support/email';
import { COLOR_SCHEME_KEY, openSignedIn, test } from './support/fixtures';
import { expect, START_TIMEOUT } from './support/lists';

/**
 * Accessibility as a gate: axe (WCAG 2.2 A/AA) on every screen, signed out and signed in, in
 * light, dark and Arabic right to left. The signed-in screens are found by walking the sidebar,
 * so a new area is covered the day it joins it.
 */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Nothing on the page is still loading (tables, lists and panels say so with aria-busy).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const MODES = [
  { name: 'light', scheme: 'light', lng: 'en', navigation: 'Main navigation' },
  { name: 'dark', scheme: 'dark', lng: 'en', navigation: 'Main navigation' },
  { name: 'Arabic', scheme: 'light', lng: 'ar', navigation: 'التنقل الرئيسي' },
] as const;

for (const mode of MODES) {
  test.describe(`in ${mode.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        ([key, scheme, lng]) => {
          localStorage.setItem(key, scheme);
          localStorage.setItem('clinic-admin.lng', lng);
        },
        [COLOR_SCHEME_KEY, mode.scheme, mode.lng] as const,
      );
    });

    test('the signed-out screens', async ({ page }) => {
      for (const path of ['/login', '/register', '/404', '/500', '/apps/email']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
          timeout: START_TIMEOUT,
        });
        await expectAccessible(page, `${path} (${mode.name})`);
      }
    });

    test.describe('signed in', () => {
      test.use({ signedIn: true });

      test('every screen the sidebar reaches', async ({ page }) => {
        test.slow();
        await page.goto('/');
        const nav = page.getByRole('navigation', { name: mode.navigation });
        await expect(nav).toBeVisible({ timeout: START_TIMEOUT });
        const count = await nav.getByRole('link').count();
        expect(count).toBeGreaterThan(10);
        for (let i = 0; i < count; i++) {
          // The mailbox lies outside the main layout: come back to the sidebar from it.
          if (!(await nav.isVisible())) await page.goBack();
          const link = nav.getByRole('link').nth(i);
          const name = (await link.textContent()) ?? `link ${i}`;
          await link.click();
          await settle(page);
          await expectAccessible(page, `${name} (${mode.name})`);
        }
      });
    });
  });
}

test.describe('dialogs and drawers', () => {
  test.use({ signedIn: true });

  test('the patient page, a record drawer, the quick search and the composer', async ({
    page,
    clinic,
  }) => {
    await openSignedIn(page, '/doctors', { timeout: START_TIMEOUT });
    const patient = await clinic.patient();
    await settle(page);
    await page.getByRole('button', { name: 'New doctor' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'doctor drawer');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.keyboard.press('Control+K');
    const search = page.getByRole('dialog', { name: 'Search patients' });
    await search.getByRole('combobox', { name: 'Name or phone number' }).fill(patient.name);
    await expect(search.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'quick search');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: patient.name })).toBeVisible();
    await expectAccessible(page, 'patient page');

    await openComposerOrNotice(page);
    await expectAccessible(page, 'composer');
  });
});
