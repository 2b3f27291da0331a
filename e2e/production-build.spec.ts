import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { isExternal } from './support/fixtures';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_URL = 'https://api.clinic.example';

/**
 * What only the demo backend and its fixtures bring into a bundle. `msw` is matched as a word
 * (its package paths, chunk names and "[MSW]" log prefix), not as a substring: Mantine's dropzone
 * ships the MIME type "application/msword", which is no demo code.
 */
const DEMO_CODE = [/\bmsw\b/i, /setupWorker/, /mockServiceWorker/];
const DEMO_FIXTURES = ['Leila Haddad', 'Omar Khalil', 'demo1234', 'reception1', '0700000001'];

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

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

test.describe('production build', () => {
  test.skip(isExternal, 'builds the app from this checkout; not about the deployment under test');

  // Guards a fixed leak: config.ts once read VITE_API_URL through an alias of import.meta.env,
  // which the bundler cannot fold, so production builds kept the demo branch, all of MSW and the
  // seeded accounts with their passwords.
  test('a build with VITE_API_URL ships no MSW code and no demo fixtures', async () => {
    test.slow();
    const testInfo = test.info();
    const outDir = await mkdtemp(join(tmpdir(), 'clinic-admin-prod-'));
    try {
      await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
        cwd: ROOT,
        env: { ...process.env, VITE_API_URL: API_URL },
        timeout: 120_000,
        maxBuffer: 16 * 1024 * 1024,
      });

      const files = await filesUnder(outDir);
      const names = files.map((f) => relative(outDir, f));
      const scripts = files.filter((f) => f.endsWith('.js'));
      await testInfo.attach('production-build-files.txt', {
        body: names.join('\n'),
        contentType: 'text/plain',
      });

      // The build is real and really points at the backend (otherwise the checks below prove nothing).
      expect(names).toContain('index.html');
      expect(scripts.length).toBeGreaterThan(0);
      const code = await Promise.all(
        scripts.map(async (f) => ({ file: relative(outDir, f), text: await readFile(f, 'utf8') })),
      );
      expect(
        code.some(({ text }) => text.includes(API_URL)),
        `no chunk mentions ${API_URL}`,
      ).toBe(true);

      expect(names.filter((n) => n.endsWith('mockServiceWorker.js'))).toEqual([]);
      const found = code.flatMap(({ file, text }) =>
        [
          ...DEMO_CODE.filter((pattern) => pattern.test(text)).map(String),
          ...DEMO_FIXTURES.filter((needle) => text.includes(needle)),
        ].map((needle) => `${file}: ${needle}`),
      );
      expect(found, 'demo code or fixtures in the production bundle').toEqual([]);

      // Nor anywhere else in the output (HTML, locales, CSS).
      const others = files.filter(
        (f) => !f.endsWith('.js') && /\.(html|json|css|txt|svg|webmanifest)$/.test(f),
      );
      const foundElsewhere: string[] = [];
      for (const f of others) {
        const text = await readFile(f, 'utf8');
        for (const needle of DEMO_FIXTURES)
          if (text.includes(needle)) foundElsewhere.push(`${relative(outDir, f)}: ${needle}`);
      }
      expect(foundElsewhere).toEqual([]);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });

  test('a production build given no backend says so, and never runs the demo', async ({ page }) => {
    test.slow();
    const outDir = await mkdtemp(join(tmpdir(), 'clinic-admin-unconfigured-'));
    try {
      // `npm run build`, with no VITE_API_URL, deployed without a config.json.
      await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
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
      await rm(outDir, { recursive: true, force: true });
    }
  });

  test('control: the demo build under test does ship the mock worker', async ({ request }) => {
    // Shows the check above looks for something that demo builds really contain.
    const response = await request.get('/mockServiceWorker.js');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('javascript');
    expect(await response.text()).toContain('Mock Service Worker');
  });
});
