import { expect } from '@playwright/test';
import { kb, recordPageWeight } from '../scripts/page-weight.mjs';
import { isExternal, loginForm, test } from './support/fixtures';

/**
 * The size budget of the sign-in page, the first thing every member of staff loads: everything
 * the browser fetches from the app's origin until the form can be used, gzip-compressed.
 * A size check, not a timing check.
 */
const BUDGET = { jsGzip: 147 * 1024, cssGzip: 30 * 1024 };

test.skip(
  isExternal,
  'demo only: the budget is that of the build this checkout makes; a deployment serves its own',
);

test('a first visit to /login stays within 147 KB of JS and 30 KB of CSS (gzip)', async ({
  page,
  baseURL,
}, testInfo) => {
  expect(baseURL, 'the suite needs a baseURL').toBeTruthy();
  const origin = new URL(baseURL ?? '').origin;

  const finish = recordPageWeight(page, origin);
  await page.goto('/login');
  await expect(loginForm(page).submit).toBeVisible();
  const weight = await finish();

  const summary = {
    js: {
      files: weight.js.count,
      rawKB: kb(weight.js.raw),
      gzipKB: kb(weight.js.gzip),
      budgetKB: kb(BUDGET.jsGzip),
    },
    css: {
      files: weight.css.count,
      rawKB: kb(weight.css.raw),
      gzipKB: kb(weight.css.gzip),
      budgetKB: kb(BUDGET.cssGzip),
    },
    files: weight.files
      .map((f) => ({
        url: new URL(f.url).pathname,
        type: f.type,
        rawKB: kb(f.raw),
        gzipKB: kb(f.gzip),
      }))
      .sort((a, b) => b.gzipKB - a.gzipKB),
  };
  console.log(
    `/login weight: JS ${summary.js.gzipKB} KB gzip in ${summary.js.files} files (budget ${summary.js.budgetKB} KB), ` +
      `CSS ${summary.css.gzipKB} KB gzip in ${summary.css.files} files (budget ${summary.css.budgetKB} KB)`,
  );
  await testInfo.attach('login-page-weight.json', {
    body: JSON.stringify(summary, null, 2),
    contentType: 'application/json',
  });

  // The page really loaded its code: an empty recording would pass any budget.
  expect(weight.js.count).toBeGreaterThan(0);
  expect(weight.js.gzip, `JS on /login: ${summary.js.gzipKB} KB gzip`).toBeLessThanOrEqual(
    BUDGET.jsGzip,
  );
  expect(weight.css.gzip, `CSS on /login: ${summary.css.gzipKB} KB gzip`).toBeLessThanOrEqual(
    BUDGET.cssGzip,
  );
});
