// First-load JS and CSS of three pages of the production build, cold: a fresh browser context
// each run (empty HTTP cache) holding only the session, so what is counted is what a first
// visit downloads. Counted once the page is ready and no request has been in flight for 2 s, so
// chunks a page loads once its data is there (the overview's charts) count too: Playwright's
// "networkidle" (500 ms) came too early for them on a busy machine, one run in two.
import { kb, recordPageWeight } from '../scripts/page-weight.mjs';
import { atMost } from './goals.mjs';
import { watchRequests } from './lib.mjs';

const SETTLED_MS = 2000;

const PAGES = [
  {
    name: '/login',
    path: '/login',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Sign in' }),
    goal: atMost(140),
  },
  {
    name: '/ main layout',
    path: '/',
    signedIn: true,
    ready: (page) => page.getByRole('navigation', { name: 'Main navigation' }),
  },
  {
    name: '/results',
    path: '/results',
    signedIn: true,
    ready: (page) => page.locator('main table tbody tr[aria-rowindex]').first(),
    goal: atMost(250),
  },
];

async function weighOnce(browser, origin, storageState, { path, ready }) {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    const finish = recordPageWeight(page, origin);
    const requests = watchRequests(page);
    await page.goto(origin + path);
    await ready(page).waitFor();
    await requests.quiet(SETTLED_MS);
    const { js, css, files } = await finish();
    // Which files, largest first: what to look at when the total moves.
    const listed = files
      .map(({ url, type, gzip }) => ({ path: new URL(url).pathname, type, gzip }))
      .sort((a, b) => b.gzip - a.gzip);
    return { js, css, files: listed };
  } finally {
    await context.close();
  }
}

/** `session`: the signed-in storage state for `origin`. */
export async function measureWeight({ browser, origin, session, runs, log }) {
  const raw = {};
  const rows = [];
  for (const page of PAGES) {
    const weights = [];
    for (let run = 0; run < runs; run++)
      weights.push(await weighOnce(browser, origin, page.signedIn ? session : undefined, page));
    log(`  weight ${page.name}: JS ${weights.map((w) => kb(w.js.gzip)).join(' ')} KB gzip`);
    // The file list once (the same every run of a build); the totals of every run.
    raw[page.name] = weights.map(({ files, ...totals }, run) =>
      run === 0 ? { ...totals, files } : totals,
    );
    const of = (pick) => weights.map((w) => pick(w));
    rows.push(
      {
        measure: `${page.name} JS gzip`,
        unit: 'KB',
        values: of((w) => kb(w.js.gzip)),
        digits: 1,
        goal: page.goal,
      },
      { measure: `${page.name} JS raw`, unit: 'KB', values: of((w) => kb(w.js.raw)), digits: 1 },
      { measure: `${page.name} JS files`, unit: 'files', values: of((w) => w.js.count) },
      {
        measure: `${page.name} CSS gzip`,
        unit: 'KB',
        values: of((w) => kb(w.css.gzip)),
        digits: 1,
      },
      { measure: `${page.name} CSS raw`, unit: 'KB', values: of((w) => kb(w.css.raw)), digits: 1 },
      { measure: `${page.name} CSS files`, unit: 'files', values: of((w) => w.css.count) },
    );
  }
  return { raw, rows };
}
