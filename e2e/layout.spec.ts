import { expect, type Page } from '@playwright/test';
import { account, accountMenuName, greetingName, openSignedIn, test } from './support/fixtures';
import { commonText, GROUPS, SCREENS } from './support/screens';

// Every test here starts in the main layout; none is about signing in.
test.use({ signedIn: true });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/** Tabs on from the account menu, the last control of the header; the sidebar comes next in order. */
async function tabPastHeader(page: Page) {
  await page.getByRole('button', { name: accountMenuName() }).focus();
  await page.keyboard.press('Tab');
}

test.describe('main layout', () => {
  test('the sidebar starts shown and the burger hides and shows it', async ({ page }) => {
    await openSignedIn(page);
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
    await openSignedIn(page);
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
      await openSignedIn(page);
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

test.describe('navigation', () => {
  test('the sidebar lists every area under its group and marks the current one', async ({
    page,
  }) => {
    await openSignedIn(page);
    const nav = mainNav(page);
    // Exactly the screens the suite visits one by one (support/screens.ts): a new entry is added
    // there, and so to the accessibility, layout-shift and policy specs.
    await expect(nav.getByRole('link')).toHaveText(SCREENS.map((s) => commonText(s.key)));
    await expect(nav.getByRole('heading', { level: 2 })).toHaveText(
      GROUPS.map((group) => commonText(group.key)),
    );
    for (const group of GROUPS) {
      await expect(
        nav.getByRole('list', { name: commonText(group.key) }).getByRole('link'),
      ).toHaveText(group.screens.map((s) => commonText(s.key)));
    }
    for (const screen of SCREENS)
      await expect(
        nav.getByRole('link', { name: commonText(screen.key), exact: true }),
      ).toHaveAttribute('href', screen.path);
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await nav.getByRole('link', { name: 'Medical examinations' }).click();

    await expect(page).toHaveURL(/\/examinations$/);
    await expect(nav.getByRole('link', { name: 'Medical examinations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  test('the breadcrumbs lead back to the overview, where they are not shown', async ({ page }) => {
    await openSignedIn(page);
    await expect(breadcrumb(page)).toHaveCount(0);

    await mainNav(page).getByRole('link', { name: 'Exchange rates' }).click();

    const trail = breadcrumb(page);
    await expect(trail.getByRole('link')).toHaveText(['Overview']);
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Exchange rates');
    await trail.getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByRole('heading', { name: greetingName() })).toBeVisible();
    await expect(breadcrumb(page)).toHaveCount(0);
  });

  test('Ctrl+K searches patients and Enter opens the chosen one', async ({ page, clinic }) => {
    await openSignedIn(page);
    const patient = await clinic.patient({ firstName: 'Léa' });
    await expect(page.getByRole('button', { name: 'Search patients' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+K',
    );

    await page.keyboard.press('Control+K');

    const dialog = page.getByRole('dialog', { name: 'Search patients' });
    const input = dialog.getByRole('combobox', { name: 'Name or phone number' });
    await expect(input).toBeFocused();
    await input.fill(patient.name);
    const first = dialog.getByRole('option').first();
    await expect(first).toContainText(patient.name);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}$`));
    await expect(dialog).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: 'Patients' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('choosing an entry closes the sidebar and shows the trail', async ({ page }) => {
      await openSignedIn(page);
      await page.getByRole('button', { name: 'Show sidebar' }).click();

      await mainNav(page).getByRole('link', { name: 'Doctors' }).click();

      await expect(page).toHaveURL(/\/doctors$/);
      await expect(mainNav(page)).not.toBeInViewport();
      await expect(page.getByRole('button', { name: 'Show sidebar' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(breadcrumb(page)).toBeInViewport();
      await expect(breadcrumb(page).getByRole('link')).toHaveText(['Overview']);
    });
  });
});
