// First-load JS and CSS of three pages of the production build, cold: a fresh browser context
// each run (empty HTTP cache) holding only the session, so what is counted is what a first
// visit downloads. Counted once the page is ready and no request has been in flight for 2 s, so
// chunks a page loads once its data is there (the overview's charts) count too: Playwright's
// "networkidle" (500 ms) came too early for them on a busy machine, one run in two.
//
// Also how many JS files had arrived by the first paint (index.html's static shell paints before
// any script runs) and by the time the app drew the screen (the frame after it took the shell's
// place), and every request of the first load, API calls and their CORS preflights included
// (Chromium's own count, through the DevTools protocol).
import { kb, recordPageWeight } from '../scripts/page-weight.mjs';
import { atMost } from './goals.mjs';
import { watchRequests } from './lib.mjs';

const SETTLED_MS = 2000;

/* global window, document, MutationObserver, requestAnimationFrame -- in the page */
/**
 * In the page, from its first script on: when the app drew the screen, i.e. the frame after it
 * removed index.html's static shell, or (no shell shown) after `selector` appeared.
 */
function markScreenDrawn(selector) {
  const marks = (window.__firstLoad = {});
  const drawn = () =>
    requestAnimationFrame(() => setTimeout(() => (marks.drawn ??= performance.now()), 0));
  const check = () => {
    const shell = document.getElementById('static-shell');
    if (shell?.childElementCount) marks.shell = true;
    if (marks.seen) return;
    const app = document.getElementById('root')?.querySelector(selector);
    if ((marks.shell && !shell) || (!marks.shell && app)) {
      marks.seen = true;
      drawn();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
}

/** JS files whose answer had arrived by the first paint, and by the time the screen was drawn. */
const scriptsBy = (page) =>
  page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const drawn = window.__firstLoad?.drawn ?? NaN;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js$/.test(new URL(entry.name).pathname));
    const by = (time) => scripts.filter((entry) => entry.responseEnd <= time).length;
    return { beforePaint: by(fcp), beforeScreen: by(drawn), fcp, drawn };
  });

const PAGES = [
  {
    name: '/login',
    path: '/login',
    signedIn: false,
    // The screen the app draws: its sign-in form.
    screen: 'form',
    ready: (page) => page.getByRole('button', { name: 'Sign in' }),
    goal: atMost(145),
  },
  {
    name: '/ main layout',
    path: '/',
    signedIn: true,
    screen: 'main h1',
    ready: (page) => page.getByRole('navigation', { name: 'Main navigation' }),
    filesGoal: atMost(20),
  },
  {
    name: '/results',
    path: '/results',
    signedIn: true,
    screen: 'main h1',
    ready: (page) => page.locator('main table tbody tr[aria-rowindex]').first(),
    goal: atMost(250),
    filesGoal: atMost(20),
  },
];

/** Every request Chromium sends for the page, preflights included. */
async function countRequests(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sent = [];
  cdp.on('Network.requestWillBeSent', ({ request, type }) => {
    if (!request.url.startsWith('data:'))
      sent.push({
        url: request.url,
        preflight: type === 'Preflight' || request.method === 'OPTIONS',
      });
  });
  return sent;
}

async function weighOnce(browser, origin, storageState, { path, ready, screen }) {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    await page.addInitScript(markScreenDrawn, screen);
    const sent = await countRequests(page);
    const finish = recordPageWeight(page, origin);
    const requests = watchRequests(page);
    await page.goto(origin + path);
    await ready(page).waitFor();
    await requests.quiet(SETTLED_MS);
    const scripts = await scriptsBy(page);
    const { js, css, files } = await finish();
    // Which files, largest first: what to look at when the total moves.
    const listed = files
      .map(({ url, type, gzip }) => ({ path: new URL(url).pathname, type, gzip }))
      .sort((a, b) => b.gzip - a.gzip);
    const preflights = sent.filter((request) => request.preflight).length;
    return { js, css, scripts, requests: sent.length, preflights, files: listed };
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
      {
        measure: `${page.name} JS files before first paint`,
        unit: 'files',
        values: of((w) => w.scripts.beforePaint),
      },
      {
        measure: `${page.name} JS files before the screen is drawn`,
        unit: 'files',
        values: of((w) => w.scripts.beforeScreen),
        goal: page.filesGoal,
      },
      {
        measure: `${page.name} requests on first load`,
        unit: 'requests',
        values: of((w) => w.requests),
      },
      {
        measure: `${page.name} CORS preflights on first load`,
        unit: 'requests',
        values: of((w) => w.preflights),
      },
    );
  }
  return { raw, rows };
}
