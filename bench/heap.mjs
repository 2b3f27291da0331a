// Memory over a long session of paging: the JS heap (after a forced garbage collection) once 20
// result pages have been shown and once 200 have, at 0 ms latency. A ratio near 1 says the pages
// seen are let go (the app bounds its cache of list pages); a growing heap says they are kept.
import { armRowChange, startInPage, watchRequests } from './lib.mjs';
import { atMost } from './goals.mjs';

const CHECKPOINTS = [20, 200];
const MB = 1024 * 1024;

/** The heap in use after a full garbage collection, in MB. */
async function heapAfterGc(cdp) {
  // Twice: the first collection can free what only a second one finds unreachable.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / MB;
}

async function pageThrough(browser, origin, session) {
  const context = await browser.newContext({ storageState: session });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const list = watchRequests(page, '/api/results');
    await page.goto(`${origin}/results?size=50`);
    await page.locator('main table tbody tr[aria-rowindex]').first().waitFor();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const heap = {};
    for (let shown = 1; shown <= CHECKPOINTS.at(-1); shown++) {
      if (CHECKPOINTS.includes(shown)) {
        await list.quiet(300);
        heap[shown] = await heapAfterGc(cdp);
      }
      if (shown === CHECKPOINTS.at(-1)) break;
      const rows = await startInPage(page, armRowChange, { buttonLabel: 'Next' });
      await next.click();
      await rows.result();
    }
    return heap;
  } finally {
    await context.close();
  }
}

export async function measureHeap({ browser, origin, session, runs, log }) {
  const [few, many] = CHECKPOINTS;
  const results = [];
  for (let run = 0; run < runs; run++) {
    const heap = await pageThrough(browser, origin, session);
    log(
      `  heap: ${heap[few].toFixed(1)} MB after ${few} pages, ${heap[many].toFixed(1)} after ${many}`,
    );
    results.push(heap);
  }
  return {
    raw: { runs: results },
    rows: [
      {
        measure: `JS heap after ${few} result pages (0 ms API)`,
        unit: 'MB',
        values: results.map((h) => h[few]),
        digits: 1,
      },
      {
        measure: `JS heap after ${many} result pages`,
        unit: 'MB',
        values: results.map((h) => h[many]),
        digits: 1,
      },
      {
        measure: `JS heap, ${many} pages ÷ ${few} pages`,
        unit: '×',
        values: results.map((h) => h[many] / h[few]),
        digits: 2,
        goal: atMost(1.2),
      },
    ],
  };
}
