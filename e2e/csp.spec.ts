import type { Page } from '@playwright/test';
import { isExternal, test } from './support/fixtures';
import { expect, START_TIMEOUT } from './support/lists';

/**
 * The built app runs under its own Content-Security-Policy (vite.config.ts). What the policy
 * says is checked here; that nothing breaks it is checked by every test of the suite, on every
 * screen it reaches (`policyWatch` in support/fixtures.ts): the accessibility walk reaches every
 * screen of the sidebar in three modes, and the other tests what those screens open. Here, any
 * violation the page reports (`securitypolicyviolation`) fails the test too, naming the
 * directive, what was blocked and where.
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
