// Typing into a list's text filter, one key every ~80 ms, at the latency set by the caller (300
// ms): how many list requests the typing makes, how long after the last key the filtered rows
// are painted, how much of that is the app's own work after the answer arrived, and the longest
// long task meanwhile. On the results' "Test name" filter; where a build has none yet, on the
// patients' name filter ("Last name", in this build "Name") instead.
/* global window, document -- in the page */
import {
  armRowChange,
  recordLongTasks,
  startInPage,
  typeLikeAUser,
  watchRequests,
} from './lib.mjs';

const LISTS = [
  {
    path: '/results?size=50',
    // The test-name text filter; "Filter by Test" alone is the test picker (a combobox).
    field: /^Filter by Test/,
    api: '/api/results',
    // The demo data's spelling (British): "Hemoglobin" matches nothing.
    text: 'Haemoglobin',
  },
  {
    path: '/patients',
    field: /^Filter by (Last name|Name)$/,
    api: '/api/customer',
    text: 'Haddad',
  },
];
const FIRST_ROW = 'main table tbody tr[aria-rowindex]';
const KEY_GAP_MS = 80;

/** A request for a list's first page (not the prefetch of the next one). */
const firstPage = (url) => {
  const params = new URL(url).searchParams;
  return ['0', null].includes(params.get('skip')) && ['1', null].includes(params.get('page'));
};

/** In the page: records when each key goes down (the page's clock, as the rows'). */
function recordKeyTimes() {
  window.__benchKeyTimes = [];
  document.addEventListener('keydown', () => window.__benchKeyTimes.push(performance.now()), {
    capture: true,
  });
}

/** In the page: the list's requests as Resource Timing saw them (same clock as the rows). */
function listTimings({ api }) {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname === api)
    .map((entry) => ({
      url: entry.name,
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
    }));
}

/** Opens the list and finds its text filter; null when this build has none. */
async function openList(page, origin, list) {
  await page.goto(origin + list.path);
  await page.locator(FIRST_ROW).first().waitFor();
  const field = page.getByRole('textbox', { name: list.field });
  try {
    await field.waitFor({ timeout: 3000 });
    return field;
  } catch {
    return null;
  }
}

async function typeOnce(browser, origin, session, list) {
  const context = await browser.newContext({ storageState: session });
  try {
    const page = await context.newPage();
    const field = await openList(page, origin, list);
    if (!field) return null;
    const requests = watchRequests(page, list.api);
    await requests.quiet(500);
    requests.seen.length = 0;
    await page.evaluate(() => performance.clearResourceTimings());
    const longTasks = await recordLongTasks(page);
    await page.evaluate(recordKeyTimes);
    const rows = await startInPage(page, armRowChange, { contains: list.text, timeoutMs: 15_000 });
    await typeLikeAUser(field, list.text, KEY_GAP_MS);
    const { paintedAt } = await rows.result().catch(async (error) => {
      // Say what the list showed instead ("No records…", an error), not just that it timed out.
      const shown = await page.locator('main table tbody tr').first().textContent();
      throw new Error(`no rows with "${list.text}" (the list shows "${shown?.slice(0, 60)}")`, {
        cause: error,
      });
    });
    // Whatever the typing still sends after the rows (a late debounce, a duplicate) counts too.
    await requests.quiet(500);
    const keyTimes = await page.evaluate(() => window.__benchKeyTimes);
    const firstKey = keyTimes[0];
    const lastKey = keyTimes.at(-1);
    const answered = (await page.evaluate(listTimings, { api: list.api })).filter(
      (entry) => firstPage(entry.url) && entry.responseEnd <= paintedAt,
    );
    const lastAnswer = answered.at(-1);
    const tasks = await longTasks.read({ from: firstKey, to: paintedAt });
    return {
      requests: requests.seen.filter((r) => firstPage(r.url)).length,
      allRequests: requests.seen.map((r) => r.url),
      lastKeyToRows: paintedAt - lastKey,
      // The debounce and the route change: how long the app waited before asking.
      lastKeyToRequest: lastAnswer ? lastAnswer.startTime - lastKey : NaN,
      answerToRows: lastAnswer ? paintedAt - lastAnswer.responseEnd : NaN,
      longestTask: Math.max(0, ...tasks),
      typingMs: lastKey - firstKey,
    };
  } finally {
    await context.close();
  }
}

export async function measureFilter({ browser, origin, session, runs, latency, log }) {
  for (const list of LISTS) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const result = await typeOnce(browser, origin, session, list);
      if (!result) break;
      log(
        `  filter ${list.path} "${list.text}": ${result.requests} request(s), ` +
          `${Math.round(result.lastKeyToRows)} ms after the last key`,
      );
      results.push(result);
    }
    if (results.length === 0) {
      log(`  filter: no text filter ${list.field} on ${list.path} in this build`);
      continue;
    }
    const where = `filter "${list.text}" on ${list.path.split('?')[0]} (${latency} ms API)`;
    const of = (name) => results.map((r) => r[name]);
    return {
      raw: { list, latency, keyGapMs: KEY_GAP_MS, runs: results },
      rows: [
        {
          measure: `${where}: list requests while typing`,
          unit: 'requests',
          values: of('requests'),
        },
        { measure: `${where}: last key → rows painted`, unit: 'ms', values: of('lastKeyToRows') },
        {
          measure: `${where}: last key → list request sent`,
          unit: 'ms',
          values: of('lastKeyToRequest'),
        },
        { measure: `${where}: response → rows painted`, unit: 'ms', values: of('answerToRows') },
        { measure: `${where}: longest long task`, unit: 'ms', values: of('longestTask') },
      ],
    };
  }
  throw new Error('no text filter on /results ("Test name") nor /patients ("Name")');
}
