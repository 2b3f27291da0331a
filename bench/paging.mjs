// The results table at 50 rows per page, on results that name their patient: five clicks on
// "Next" in a row, each a second after the previous page was painted (someone paging through,
// not waiting for the network), timed from the click to the frame that shows the new rows and to
// the frame that shows them with their patients' names; with the next page prefetched (the app's
// default, names included) and without (the same files deployed with `config.json` turning
// prefetching off). Every click is reported, not only the median: a prefetch that keeps up with
// the first click and not the third shows there. The contract server answers after the latency
// set by the caller (300 ms: a clinic's network and server).
import { atMost, atMostNoSpike } from './goals.mjs';
import { startInPage, watchRequests } from './lib.mjs';
import { armNamedRowChange } from './named-rows.mjs';

const FIRST_ROW = 'main table tbody tr[aria-rowindex]';
/** Clicks in a row, and the pause between a page painted and the next click. */
export const CLICKS = 5;
const GAP_MS = 1000;

/**
 * `runs` sequences of CLICKS clicks on "Next", each sequence in a fresh signed-in page opened
 * once every request has settled; what each click was waiting for (the requests still in flight
 * when it was made) is kept beside its time.
 */
async function clickTimes(browser, origin, session, runs) {
  const sequences = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ storageState: session });
    try {
      const page = await context.newPage();
      const requests = watchRequests(page);
      await page.goto(`${origin}/results?size=50`);
      await page.locator(FIRST_ROW).first().waitFor();
      const next = page.getByRole('button', { name: 'Next', exact: true });
      await requests.quiet(500);
      const clicks = [];
      for (let click = 0; click < CLICKS; click++) {
        const asked = requests.seen.length;
        const inFlight = requests.pending();
        const rows = await startInPage(page, armNamedRowChange, { buttonLabel: 'Next' });
        await next.click();
        const t = await rows.result();
        clicks.push({
          ms: t.paintedAt - t.startedAt,
          namedMs: t.namesPaintedAt - t.startedAt,
          inDomMs: t.changedAt - t.startedAt,
          // What the click had to ask for itself: the prefetch did not bring it.
          asked: requests.seen.slice(asked).map(({ url }) => new URL(url).pathname),
          // What was still on its way when it was made (a prefetch not yet answered).
          inFlight,
        });
        await page.waitForTimeout(GAP_MS);
      }
      sequences.push(clicks);
    } finally {
      await context.close();
    }
  }
  return sequences;
}

/** `origins`: `{ prefetched, notPrefetched }`; `sessions` the same, each origin's session. */
export async function measureNextPage({ browser, origins, sessions, runs, latency, log }) {
  const sequences = {};
  for (const variant of ['prefetched', 'notPrefetched']) {
    sequences[variant] = await clickTimes(browser, origins[variant], sessions[variant], runs);
    for (const clicks of sequences[variant])
      log(
        `  next page, ${variant}, clicks 1–${CLICKS}: ` +
          `${clicks.map((c) => Math.round(c.ms)).join(' ')} ms, ` +
          `names ${clicks.map((c) => Math.round(c.namedMs)).join(' ')} ms` +
          clicks
            .map((c, i) =>
              [
                c.inFlight.length ? `; at click ${i + 1} in flight ${c.inFlight.join(' ')}` : '',
                c.asked.length ? `; click ${i + 1} asked ${c.asked.join(' ')}` : '',
              ].join(''),
            )
            .join(''),
      );
  }
  const clicks = Object.fromEntries(
    Object.entries(sequences).map(([variant, list]) => [variant, list.flat()]),
  );
  const of = (variant, key) => clicks[variant].map((c) => c[key]);
  /** Click k of every sequence: the k-th page in a row. */
  const nth = (variant, k, key) => sequences[variant].map((list) => list[k]?.[key] ?? NaN);
  return {
    // inDomMs: when the new rows were in the DOM, before the frame that painted them.
    raw: { latency, sequences },
    rows: [
      ...Array.from({ length: CLICKS }, (_, k) => ({
        measure: `next page, prefetched: click ${k + 1} of ${CLICKS}, rows painted (${latency} ms API)`,
        unit: 'ms',
        values: nth('prefetched', k, 'ms'),
        goal: atMost(50),
      })),
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
