// The results screen opened cold (fresh context, session only) at the latency set by the caller
// (300 ms), from the navigation's start: when the list's request leaves, when the heading is
// painted and when the first data row is. A heading well before the rows says the frame paints
// first and the data fills it; the two together say the screen waits for its data.

/** In the page, from its start: the paint times (navigation clock) of the heading and first row. */
/* global window, document, MutationObserver, requestAnimationFrame -- in the page */
function watchFirstPaints() {
  const painted = (window.__benchPainted = {});
  // Every long task of the load: the longest while the rows render is the table's first render.
  const tasks = (window.__benchLongTasks = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const seen = new Set();
  const mark = (name) => {
    seen.add(name);
    // In the DOM now; painted in the frame that follows.
    requestAnimationFrame(() => setTimeout(() => (painted[name] = performance.now()), 0));
  };
  const check = () => {
    const heading = document.querySelector('main h1');
    if (
      !seen.has('heading') &&
      heading?.textContent.trim() === 'Results' &&
      heading.checkVisibility()
    )
      mark('heading');
    const row = document.querySelector('main table tbody tr[aria-rowindex]');
    if (!seen.has('row') && row?.checkVisibility()) mark('row');
    if (seen.size === 2) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

async function loadOnce(browser, origin, session) {
  const context = await browser.newContext({ storageState: session });
  try {
    await context.addInitScript(watchFirstPaints);
    const page = await context.newPage();
    await page.goto(`${origin}/results`);
    await page.waitForFunction(() => window.__benchPainted.row !== undefined, null, {
      timeout: 30_000,
    });
    await page.waitForFunction(() => window.__benchPainted.heading !== undefined);
    return await page.evaluate(() => ({
      ...window.__benchPainted,
      // The longest task from the list's answer to the first row painted (0: none over 50 ms).
      rowsTask: Math.max(
        0,
        ...window.__benchLongTasks
          .filter(([start, duration]) => {
            const list = performance
              .getEntriesByType('resource')
              .find((entry) => new URL(entry.name).pathname === '/api/results');
            return (
              start + duration >= (list?.responseEnd ?? 0) && start <= window.__benchPainted.row
            );
          })
          .map(([, duration]) => duration),
      ),
      // When the list's first page was asked for (not the layout's own counts of results, which
      // ask for one row): with the screen's code, or only after it.
      listRequest: performance.getEntriesByType('resource').find((entry) => {
        const url = new URL(entry.name);
        return url.pathname === '/api/results' && url.searchParams.get('limit') === '50';
      })?.startTime,
    }));
  } finally {
    await context.close();
  }
}

export async function measureResultsLoad({ browser, origin, session, runs, latency, log }) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const result = await loadOnce(browser, origin, session);
    log(
      `  /results cold: list request at ${Math.round(result.listRequest)} ms, heading ` +
        `${Math.round(result.heading)} ms, first row ${Math.round(result.row)} ms`,
    );
    results.push(result);
  }
  const where = `/results cold, signed in (${latency} ms API)`;
  const of = (name) => results.map((r) => r[name]);
  return {
    raw: { latency, runs: results },
    rows: [
      { measure: `${where}: list request sent`, unit: 'ms', values: of('listRequest') },
      { measure: `${where}: heading "Results" painted`, unit: 'ms', values: of('heading') },
      { measure: `${where}: first data row painted`, unit: 'ms', values: of('row') },
      {
        measure: `${where}: longest task from the list's answer to the first row painted`,
        unit: 'ms',
        values: of('rowsTask'),
      },
    ],
  };
}
