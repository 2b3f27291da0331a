import type { Page } from '@playwright/test';
import { openComposerOrNotice } from './support/email';
import { isExternal, openSignedIn, test } from './support/fixtures';
import { expect, mainNav, quickSearch, START_TIMEOUT } from './support/lists';
import { commonText, inRuns, LAYOUT_SCREENS } from './support/screens';

/**
 * The built app runs under its own Content-Security-Policy (vite.config.ts): every screen is
 * visited (the sidebar's, support/screens.ts, and what they open) and any violation the browser
 * reports (`securitypolicyviolation`) fails the test, naming the directive, what was blocked and
 * where.
 */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${location.pathname}` +
          (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
      ),
    );
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

async function shown(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Whether a directive's sources let the page call `url` (its origin, its scheme, or 'self'). */
function allows(sources: string[], url: string, page: Page) {
  const { origin, protocol } = new URL(url);
  return (
    sources.includes(origin) ||
    sources.includes(protocol) ||
    (sources.includes("'self'") && origin === new URL(page.url()).origin)
  );
}

test('the policy is served with the build and the sign-in page runs under it @server @settled', async ({
  page,
  workerSession,
}) => {
  await watchViolations(page);
  await page.goto('/login');
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("default-src 'self'");
  // The inline scripts (config.json's early read, the colour mode) by their hashes, nothing else.
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(policy).toContain("object-src 'none'");
  // One build for every deployment: config.json may name its API on any origin. A deployment
  // may narrow that to its API (scripts/configure-deployment.mjs): the one it signs in to.
  const connect = policy?.match(/connect-src ([^;]*)/)?.[1]?.split(' ') ?? [];
  if (isExternal) expect(allows(connect, (await workerSession()).apiBase, page)).toBe(true);
  else expect(connect).toEqual(["'self'", 'https:', 'http:']);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({
    timeout: START_TIMEOUT,
  });
  await page.getByRole('textbox', { name: 'Phone' }).focus();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe('signed in', () => {
  test.use({ signedIn: true });

  // The sidebar's screens (support/screens.ts), a third of them to a test, each reached as a
  // user does: by the sidebar.
  for (const run of inRuns(LAYOUT_SCREENS, 7)) {
    const names = run.map((screen) => commonText(screen.key));
    test(`no screen the sidebar reaches breaks it: ${names[0]} to ${names.at(-1)}`, async ({
      page,
    }) => {
      await watchViolations(page);
      await openSignedIn(page, run[0]!.path, { timeout: START_TIMEOUT });
      await shown(page);
      for (const name of names.slice(1)) {
        await mainNav(page).getByRole('link', { name, exact: true }).click();
        await shown(page);
      }
      expect(await violations(page)).toEqual([]);
    });
  }

  test('nor the patient page, the quick search or the composer', async ({ page, clinic }) => {
    await watchViolations(page);
    await openSignedIn(page, '/printers', { timeout: START_TIMEOUT });
    const patient = await clinic.patient();
    // The quick search, and a patient's own page with its tabs.
    await quickSearch(page, patient.name);
    await expect(page.getByRole('heading', { level: 1, name: patient.name })).toBeVisible();
    await page.getByRole('tab', { name: 'Payments' }).click();
    await expect(page.getByRole('region', { name: 'Balance' })).toBeVisible();
    // The email area and its rich-text composer (or, without the mail API, what says so).
    await openComposerOrNotice(page);
    expect(await violations(page)).toEqual([]);
  });
});
