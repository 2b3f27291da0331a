// The results table at 50 rows per page, on results that name their patient: the time from a
// click on "Next" to the frame that shows the new rows, and to the frame that shows them with
// their patients' names, with the next page prefetched (the app's default, names included) and
// without (the same files deployed with `config.json` turning prefetching off). The contract
// server answers after the latency set by the caller (300 ms: a clinic's network and server).
import { atMost, atMostNoSpike } from './goals.mjs';
import { startInPage, watchRequests } from './lib.mjs';
import { armNamedRowChange } from './named-rows.mjs';

const FIRST_ROW = 'main table tbody tr[aria-rowindex]';

/** `runs` clicks on "Next" in one signed-in page, each once every request has settled. */
async function clickTimes(browser, origin, session, runs) {
  const context = await browser.newContext({ storageState: session });
  try {
    const page = await context.newPage();
    // Every request, names too: someone reading the page before moving on has given the app
    // the time to fetch the next page and the names on it.
    const requests = watchRequests(page);
    await page.goto(`${origin}/results?size=50`);
    await page.locator(FIRST_ROW).first().waitFor();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const times = [];
    for (let run = 0; run < runs; run++) {
      await requests.quiet(500);
      const rows = await startInPage(page, armNamedRowChange, { buttonLabel: 'Next' });
      await next.click();
      const t = await rows.result();
      times.push({
        ms: t.paintedAt - t.startedAt,
        namedMs: t.namesPaintedAt - t.startedAt,
        inDomMs: t.changedAt - t.startedAt,
      });
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
    log(
      `  next page, ${variant}: ${clicks[variant].map((c) => Math.round(c.ms)).join(' ')} ms, ` +
        `names ${clicks[variant].map((c) => Math.round(c.namedMs)).join(' ')} ms`,
    );
  }
  const of = (variant, key) => clicks[variant].map((c) => c[key]);
  return {
    // inDomMs: when the new rows were in the DOM, before the frame that painted them.
    raw: { latency, clicks },
    rows: [
      {
        measure: `next page, prefetched, names included (${latency} ms API)`,
        unit: 'ms',
        values: of('prefetched', 'namedMs'),
        goal: atMostNoSpike(50, 100),
      },
      {
        measure: `next page, prefetched: rows painted (${latency} ms API)`,
        unit: 'ms',
        values: of('prefetched', 'ms'),
        goal: atMost(50),
      },
      {
        measure: `next page, not prefetched (${latency} ms API)`,
        unit: 'ms',
        values: of('notPrefetched', 'ms'),
        goal: atMost(latency + 50),
      },
      {
        // What the app adds to the wait for the server.
        measure: 'next page, not prefetched minus latency',
        unit: 'ms',
        values: of('notPrefetched', 'ms').map((ms) => ms - latency),
        goal: atMost(50),
      },
      {
        measure: `next page, not prefetched, names included (${latency} ms API)`,
        unit: 'ms',
        values: of('notPrefetched', 'namedMs'),
      },
    ],
  };
}
