import type { Browser, Page } from '@playwright/test';
import { isExternal, offers } from './support/deployment';
import { needs, test } from './support/fixtures';
import { expect, openAt, START_TIMEOUT } from './support/lists';

/**
 * Saved views (docs/lab.md "Saved views"): where the backend offers the `savedViews` extension
 * (the demo's does), they are kept on the server for the user's account; elsewhere in this
 * browser, and the panel says which.
 */
test.use({ signedIn: true, timezoneId: 'UTC', locale: 'en-US' });

async function saveView(page: Page, name: string) {
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  const panel = page.getByRole('group', { name: 'Saved views' });
  await expect(panel).toContainText(
    offers('savedViews') ? 'Kept on the server for your account' : 'Kept in this browser',
  );
  await panel.getByRole('textbox', { name: 'Name of the view' }).fill(name);
  await panel.getByRole('button', { name: 'Save view' }).click();
  await expect(panel.getByRole('status')).toHaveText(`View “${name}” saved.`);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

async function openView(page: Page, name: string) {
  await page.getByRole('button', { name: 'Views', exact: true }).click({ timeout: START_TIMEOUT });
  await page.getByRole('button', { name: `Open the view ${name}` }).click();
}

test('a saved view of the results is there after a reload, and opens with one click @server', async ({
  page,
  clinic,
}) => {
  // Out of range where the server can tell it (`resultFlag`), else a test's filter (a word of the
  // test's own: the filter is what the view keeps, whatever it finds).
  const examination = clinic.unique();
  const view = offers('resultFlag')
    ? { query: 'flag=out', kept: /[?&]flag=out(&|$)/ }
    : {
        query: `examinationId=${examination}`,
        kept: new RegExp(`[?&]examinationId=${examination}(&|$)`),
      };
  // The account's views of the results are not the test's: where the server keeps them, they
  // are put back as they were when the test ends (the run's guard compares them; the demo's
  // go with the test's browser).
  if (isExternal && offers('savedViews')) {
    const kept = (await clinic.get('api/saved-views/results')) as { views?: unknown };
    clinic.restoreWith('the account’s saved views of the results', {
      method: 'PUT',
      path: 'api/saved-views/results',
      json: { views: kept.views ?? [] },
    });
  }
  await openAt(page, `/results?${view.query}`);
  await saveView(page, 'Out of range');

  // A new load of the page, at the list's own view: in a new tab, which does not remember the
  // view this one last showed (a list's tab memory, in session storage, would bring it back).
  const later = await page.context().newPage();
  await later.goto('/results');
  await expect(later.getByRole('table', { name: 'Results' })).toBeVisible({
    timeout: START_TIMEOUT,
  });
  await expect(later).not.toHaveURL(view.kept);
  await openView(later, 'Out of range');
  await expect(later).toHaveURL(view.kept);
});

/**
 * A second browser of the same user: signed in as them, with the server's data (the demo's
 * server lives in the page's storage, `clinic-admin.demo.*`) and nothing of the first browser's
 * own keys.
 */
async function secondBrowser(browser: Browser, first: Page) {
  const state = await first.context().storageState();
  const own = (name: string) =>
    name.startsWith('clinic-admin.') && !/^clinic-admin\.(demo|token|user)/.test(name);
  const origins = state.origins.map((origin) => ({
    ...origin,
    localStorage: origin.localStorage.filter(({ name }) => !own(name)),
  }));
  return browser.newContext({ storageState: { ...state, origins }, locale: 'en-US' });
}

test('a saved view follows the user to another browser', async ({ page, browser, baseURL }) => {
  needs('savedViews');
  await openAt(page, '/results?flag=low');
  await saveView(page, 'Low values');
  const kept = await page.evaluate(() => Object.keys(localStorage));
  expect(kept.filter((key) => key.startsWith('clinic-admin.views.'))).toEqual([]);

  const other = await secondBrowser(browser, page);
  try {
    const there = await other.newPage();
    await openAt(there, `${baseURL}/results`);
    await openView(there, 'Low values');
    await expect(there).toHaveURL(/[?&]flag=low(&|$)/);
  } finally {
    await other.close();
  }
});
