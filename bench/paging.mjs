// The results table at 50 rows per page: the time from a click on "Next" to the frame that shows
// the new rows, with the next page prefetched (the app's default) and without (the same files
// deployed with `config.json` turning prefetching off). The contract server answers after the
// latency set by the caller (300 ms: a clinic's network and server).
import { atMost } from './goals.mjs';
import { armRowChange, startInPage, watchRequests } from './lib.mjs';

const FIRST_ROW = 'main table tbody tr[aria-rowindex]';

/** `runs` clicks on "Next" in one signed-in page, each once the list requests have settled. */
async function clickTimes(browser, origin, session, runs) {
  const context = await browser.newContext({ storageState: session });
  try {
    const page = await context.newPage();
    const list = watchRequests(page, '/api/results');
    await page.goto(`${origin}/results?size=50`);
    await page.locator(FIRST_ROW).first().waitFor();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const times = [];
    for (let run = 0; run < runs; run++) {
      // Settled: this page's rows and, when on, the prefetch of the next page have arrived, as
      // they have for someone reading the page before moving on.
      await list.quiet(500);
      const rows = await startInPage(page, armRowChange, { buttonLabel: 'Next' });
      await next.click();
      const { startedAt, changedAt, paintedAt } = await rows.result();
      times.push({ ms: paintedAt - startedAt, inDomMs: changedAt - startedAt });
    }
    return times;
  } finally {
    await context.close();
  }
}

/** `origins`: `{ prefetched, notPrefetched }`; `sessions` the same, each origin's session. */
export async function measureNextPage({ browser, origins, sessions, runs, latency, log }) {
  const clicks = {};
  for (const variant of ['prefetched', 'notPrefetched']) {
    clicks[variant] = await clickTimes(browser, origins[variant], sessions[variant], runs);
    log(`  next page, ${variant}: ${clicks[variant].map((c) => Math.round(c.ms)).join(' ')} ms`);
  }
  const prefetched = clicks.prefetched.map((c) => c.ms);
  const notPrefetched = clicks.notPrefetched.map((c) => c.ms);
  return {
    // inDomMs: when the new rows were in the DOM, before the frame that painted them.
    raw: { latency, clicks },
    rows: [
      {
        measure: `next page, prefetched (${latency} ms API)`,
        unit: 'ms',
        values: prefetched,
        goal: atMost(50),
      },
      {
        measure: `next page, not prefetched (${latency} ms API)`,
        unit: 'ms',
        values: notPrefetched,
        goal: atMost(latency + 50),
      },
      {
        // What the app adds to the wait for the server.
        measure: 'next page, not prefetched minus latency',
        unit: 'ms',
        values: notPrefetched.map((ms) => ms - latency),
        goal: atMost(50),
      },
    ],
  };
}
