// What the patients' names cost on /results at 50 rows, on results that name their patient:
// the API calls of a cold first page and of each page turn after it (the next page prefetched),
// the name reads in flight at once, the time from the list's answer to the names painted, and
// the name reads after a reload. Two deployments of the same production files: against the
// contract-only backend (names read one by one, `GET /api/customers/{id}`), and against a
// backend that offers a batch lookup declared in config.json's `lookups`.
import { atMost, exactly } from './goals.mjs';
import { startInPage, watchRequests } from './lib.mjs';
import { armNamedRowChange, watchNames } from './named-rows.mjs';

/* global window -- in the page */

const FIRST_ROW = 'main table tbody tr[aria-rowindex]';
const TURNS = 3;

/** A request of the app to its API: a name read (one or a batch), the list, or another. */
function kindOf(url) {
  const { pathname, searchParams } = new URL(url);
  if (/\/api\/customers\/[^/]+$/.test(pathname)) return 'name';
  if (pathname.endsWith('/api/customer') && searchParams.has('_id')) return 'name';
  if (pathname.endsWith('/api/results')) return 'list';
  return 'other';
}

/** Counts the page's GET requests to `api` by kind, and the most name reads in flight at once. */
function watchApi(page, api) {
  const counts = { name: 0, list: 0, other: 0 };
  const reading = new Set();
  let most = 0;
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !request.url().startsWith(`${api}/api/`)) return;
    const kind = kindOf(request.url());
    counts[kind]++;
    if (kind !== 'name') return;
    reading.add(request);
    most = Math.max(most, reading.size);
  });
  const done = (request) => reading.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** The counts since the last call, and the most in flight since the start. */
    take() {
      const taken = { ...counts, all: counts.name + counts.list + counts.other, most };
      counts.name = counts.list = counts.other = 0;
      return taken;
    },
  };
}

/** Waits until every Patient cell of the list shows a name. */
const namesShown = (page) =>
  page.waitForFunction(() => window.__namesComplete.length > 0, null, { timeout: 60_000 });

/** One signed-in tab: a cold first page, `TURNS` page turns, then a reload. */
async function namesOnce(browser, origin, session, api) {
  const context = await browser.newContext({ storageState: session });
  try {
    await context.addInitScript(watchNames);
    const page = await context.newPage();
    const calls = watchApi(page, api);
    const requests = watchRequests(page);
    await page.goto(`${origin}/results?size=50`);
    await page.locator(FIRST_ROW).first().waitFor({ timeout: 60_000 });
    await namesShown(page);
    await requests.quiet(500);
    const namesAfterList = await page.evaluate(() => {
      const list = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname.endsWith('/api/results'));
      return window.__namesComplete[0] - list.responseEnd;
    });
    const first = calls.take();
    const turns = [];
    for (let turn = 0; turn < TURNS; turn++) {
      const rows = await startInPage(page, armNamedRowChange, { buttonLabel: 'Next' });
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await rows.result();
      await requests.quiet(500);
      turns.push(calls.take());
    }
    await page.reload();
    await page.locator(FIRST_ROW).first().waitFor({ timeout: 60_000 });
    await namesShown(page);
    await requests.quiet(500);
    const reload = calls.take();
    return { first, turns, reload, namesAfterList, most: reload.most };
  } finally {
    await context.close();
  }
}

/** `variants`: `{ key, label, origin, session (a function), api }` each; `runs` tabs of each. */
export async function measureNames({ browser, variants, runs, latency, log }) {
  const raw = {};
  const rows = [];
  for (const { key, label, origin, session, api } of variants) {
    const prefix = `names, ${label}`;
    try {
      const signedIn = await session();
      const tabs = [];
      for (let run = 0; run < runs; run++)
        tabs.push(await namesOnce(browser, origin, signedIn, api));
      raw[key] = tabs;
      log(
        `  ${prefix}: first page ${tabs.map((t) => t.first.all).join(' ')} calls, ` +
          `turns ${tabs.map((t) => t.turns.map((turn) => turn.all).join('/')).join(' ')}`,
      );
      const perTurn = tabs.flatMap((t) => t.turns.map((turn) => turn.all));
      rows.push(
        {
          measure: `${prefix}: API calls of a cold first page of 50, the next prefetched (${latency} ms API)`,
          unit: 'calls',
          values: tabs.map((t) => t.first.all),
        },
        {
          measure: `${prefix}: name reads of that first page and the next`,
          unit: 'calls',
          values: tabs.map((t) => t.first.name),
        },
        {
          measure: `${prefix}: list answer → names painted`,
          unit: 'ms',
          values: tabs.map((t) => t.namesAfterList),
        },
        {
          measure: `${prefix}: API calls per page turn (list and names)`,
          unit: 'calls',
          values: perTurn,
          goal: key === 'lookup' ? atMost(3) : undefined,
        },
        {
          measure: `${prefix}: name reads in flight at most`,
          unit: 'reads',
          values: tabs.map((t) => t.most),
          goal: atMost(4),
        },
        {
          measure: `${prefix}: name reads after a reload`,
          unit: 'calls',
          values: tabs.map((t) => t.reload.name),
          goal: exactly(0),
        },
      );
    } catch (error) {
      log(`  ${prefix} failed: ${error.stack ?? error}`);
      raw[key] = { error: String(error.stack ?? error) };
      rows.push({
        measure: prefix,
        na: String(error.message ?? error)
          .split('\n')[0]
          .slice(0, 100),
      });
    }
  }
  return { raw: { latency, ...raw }, rows };
}
