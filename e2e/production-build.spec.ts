import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { UNCONFIGURED_DIR, unconfiguredBuildCommand } from '../scripts/e2e-build.mjs';
import { isExternal, test } from './support/fixtures';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/*
 * A build with VITE_API_URL ships no MSW code and no demo fixtures: checked on the production
 * build the list budget weighs (bench/demo-code.ts, `npm run test:budget`), which `npm test`
 * makes anyway, rather than on a build of its own here.
 */

/** Where the test serves a build from disk (Playwright answers every request, no server). */
const SITE = 'http://clinic.invalid';

/**
 * Serves `dir` at SITE as a static host does: a file where there is one, the app's page for any
 * other path. `config` is what /config.json answers: nothing (404), or the app's page in its
 * place (a host that answers every path with index.html). Every request is recorded.
 */
async function serveBuild(page: Page, dir: string, config: 'missing' | 'index.html') {
  const requests: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    requests.push(url.href);
    if (url.origin !== SITE) return route.abort();
    const file = join(dir, decodeURIComponent(url.pathname));
    const isFile = await stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
    if (isFile) return route.fulfill({ path: file });
    if (url.pathname === '/config.json' && config === 'missing')
      return route.fulfill({ status: 404, body: 'Not found' });
    return route.fulfill({ path: join(dir, 'index.html'), contentType: 'text/html' });
  });
  return requests;
}

test.describe('production build', () => {
  test.skip(isExternal, 'builds the app from this checkout; not about the deployment under test');

  test('a production build given no backend says so, and never runs the demo', async ({ page }) => {
    // `npm run build`, with no VITE_API_URL, deployed without a config.json. `npm test` built it
    // ahead (scripts/e2e-build.mjs, E2E_BUILT=1); otherwise the test builds it.
    const built = process.env.E2E_BUILT ? join(ROOT, UNCONFIGURED_DIR) : undefined;
    if (!built) test.slow();
    const outDir = built ?? (await mkdtemp(join(tmpdir(), 'clinic-admin-unconfigured-')));
    try {
      if (built)
        await stat(join(built, 'index.html')).catch(() => {
          throw new Error(
            `E2E_BUILT=1 but ${UNCONFIGURED_DIR}/ has no build: npm run test:e2e:build`,
          );
        });
      else
        await run('sh', ['-c', unconfiguredBuildCommand(outDir)], {
          cwd: ROOT,
          env: { ...process.env, VITE_API_URL: '' },
          timeout: 120_000,
          maxBuffer: 16 * 1024 * 1024,
        });
      for (const config of ['missing', 'index.html'] as const) {
        const requests = await serveBuild(page, outDir, config);
        await page.goto(`${SITE}/patients`);
        await expect(
          page.getByRole('heading', { name: 'This deployment names no backend' }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
        // Not the demo: no sign-in form, no demo account, no mock worker, no API asked.
        await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
        await expect(page.getByText('demo1234')).toHaveCount(0);
        await expect(page.getByRole('complementary', { name: 'Demo' })).toHaveCount(0);
        expect(requests.filter((r) => /\/api\/|mockServiceWorker/.test(r))).toEqual([]);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
      // In French too (every screen is translated).
      await serveBuild(page, outDir, 'missing');
      await page.goto(`${SITE}/?lng=fr`);
      await expect(
        page.getByRole('heading', { name: 'Ce déploiement ne désigne aucun serveur' }),
      ).toBeVisible();
    } finally {
      if (!built) await rm(outDir, { recursive: true, force: true });
    }
  });

  test('control: the demo build under test does ship the mock worker', async ({ request }) => {
    // Shows the demo-code check (bench/demo-code.ts) looks for something demo builds contain.
    const response = await request.get('/mockServiceWorker.js');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('javascript');
    expect(await response.text()).toContain('Mock Service Worker');
  });
});
