import { execSync } from 'node:child_process';
import { chromium, type Page, type Route } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/browser.mjs';
import { kb, recordPageWeight } from '../scripts/page-weight.mjs';
import { startPreview } from '../scripts/preview-server.mjs';
import { expectNoDemoCode } from './demo-code';

/**
 * What the main layout and a list screen cost in a PRODUCTION build (VITE_API_URL set: no demo
 * backend, no MSW), the figure the list-screen budget (255 KB gzip JS) is about. The build's API
 * calls are answered by the demo handlers running here in Node (msw/node, started by the test
 * setup), so the screens show real rows. Run: npm run bench:list-weight (also part of
 * `npm test`: a list screen with the main layout may load at most 255 KB of gzip JS). The same
 * build is checked to ship none of the demo backend's code or fixtures (bench/demo-code.ts).
 */
const LIST_BUDGET_KB = 255;
// https: a build refuses a plain-http API off this machine (README "Security"); routed, never called.
const API = 'https://api.clinic.test';
const PORT = Number(process.env.BENCH_LIST_PORT ?? 4194);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const OUT = 'dist-bench/production';
const cors = {
  'access-control-allow-origin': ORIGIN,
  'access-control-allow-headers': 'authorization, content-type, accept-language',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
};

/** An API call of the app, answered by the demo handlers here in Node. */
async function answerFromDemo(route: Route) {
  const request = route.request();
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  const answer = await fetch(request.url(), {
    method: request.method(),
    headers: request.headers(),
    body: request.postDataBuffer()?.toString() ?? undefined,
  });
  await route.fulfill({
    status: answer.status,
    headers: { ...Object.fromEntries(answer.headers), ...cors },
    body: Buffer.from(await answer.arrayBuffer()),
  });
}

/** recharts' class names: the chart code, which only the dashboard (the home screen) loads. */
const CHART_CODE = /recharts-(?:wrapper|surface)/;
const CALENDAR = '/appointments/cal';

/** Paths of the scripts the page loads that carry chart code. */
function recordChartCode(page: Page) {
  const found: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    found.push(
      response.text().then(
        (text) => (CHART_CODE.test(text) ? path : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(found)).filter((path) => path !== null);
}

async function weigh(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  const finish = recordPageWeight(page, ORIGIN);
  const charts = recordChartCode(page);
  await page.goto(ORIGIN + path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  return { ...(await finish()), chartFiles: await charts() };
}

beforeAll(() => {
  if (!process.env.BENCH_NO_BUILD)
    execSync(`npx vite build --outDir ${OUT} --emptyOutDir`, {
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would build React's development bundle.
      env: { ...process.env, NODE_ENV: 'production', VITE_API_URL: API },
    });
}, 300_000);

// The build is the one the budget weighs: checked here rather than built a second time.
it('ships no MSW code and no demo fixtures', () => expectNoDemoCode(OUT, API));

it('main layout and list screens of a production build', async () => {
  // Everything started here is stopped in `finally`, whichever step fails.
  let preview: Awaited<ReturnType<typeof startPreview>> | undefined;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    preview = await startPreview({ outDir: OUT, port: PORT });
    browser = await chromium.launch(chromiumLaunchOptions());
    const context = await browser.newContext();
    await context.route(`${API}/**`, answerFromDemo);
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/login`);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0700000001');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    const storageState = await context.storageState();

    const rows = (p: Page) => p.getByRole('table').getByRole('row').nth(1).waitFor();
    const report: [string, Awaited<ReturnType<typeof weigh>>][] = [];
    for (const [name, path, ready] of [
      [
        '/ main layout',
        '/',
        (p: Page) => p.getByRole('navigation', { name: 'Main navigation' }).waitFor(),
      ],
      ['/patients list', '/patients', rows],
      ['/results list', '/results', rows],
      ['/appointments list', '/appointments', rows],
      // Not a list: its weight is reported (the calendar's cost), not held to the lists' budget.
      [
        CALENDAR,
        '/appointments/calendar',
        (p: Page) => p.getByRole('region', { name: /^Calendar of/ }).waitFor(),
      ],
    ] as const) {
      // Cold: a fresh context (empty cache) with the session only.
      const cold = await browser.newContext({ storageState });
      await cold.route(`${API}/**`, answerFromDemo);
      const p = await cold.newPage();
      report.push([name, await weigh(p, path, ready)]);
      await cold.close();
    }
    console.log('\nProduction build (VITE_API_URL set), signed in, cold cache: gzip KB\n');
    for (const [name, w] of report)
      console.log(
        name.padEnd(18),
        `JS ${kb(w.js.gzip)} KB in ${w.js.count} files`.padEnd(28),
        `CSS ${kb(w.css.gzip)} KB`,
      );
    // Listed before the budget is checked: an over-budget run is when the list is wanted.
    if (process.env.BENCH_FILES)
      for (const [name, w] of report)
        for (const f of w.files.filter((f) => f.type === 'script').sort((a, b) => b.gzip - a.gzip))
          console.log(name.padEnd(18), String(kb(f.gzip)).padStart(6), new URL(f.url).pathname);
    for (const [name, w] of report.slice(1).filter(([name]) => name !== CALENDAR)) {
      // The screens really loaded (an empty recording would pass any budget).
      expect(w.js.count, name).toBeGreaterThan(5);
      expect(kb(w.js.gzip), `${name}: JS gzip KB`).toBeLessThanOrEqual(LIST_BUDGET_KB);
      expect(w.chartFiles, `${name}: scripts with chart code`).toEqual([]);
    }
  } finally {
    await browser?.close();
    preview?.stop();
  }
});
