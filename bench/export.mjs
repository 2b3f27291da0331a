// "Export CSV" of every result (20,000 rows), at the latency set by the caller (50 ms): the time
// from the click to the browser's download, and the longest long task meanwhile (the CSV is
// written in slices so that the page stays responsive; a long task says a slice ran over).
import { readFile } from 'node:fs/promises';
import { recordLongTasks, watchRequests } from './lib.mjs';

async function exportOnce(browser, origin, session) {
  const context = await browser.newContext({ storageState: session, acceptDownloads: true });
  try {
    const page = await context.newPage();
    const list = watchRequests(page, '/api/results');
    await page.goto(`${origin}/results`);
    await page.locator('main table tbody tr[aria-rowindex]').first().waitFor();
    await list.quiet(500);
    const button = page.getByRole('button', { name: 'Export CSV', exact: true });
    const longTasks = await recordLongTasks(page);
    const requestsBefore = list.seen.length;
    const downloaded = page.waitForEvent('download', { timeout: 180_000 });
    const start = performance.now();
    await button.click();
    const download = await downloaded;
    const ms = performance.now() - start;
    const tasks = await longTasks.read();
    // The file's rows (less the header), to be sure the export was all of them.
    const text = await readFile(await download.path(), 'utf8');
    return {
      ms,
      longestTask: Math.max(0, ...tasks),
      longTasks: tasks.length,
      rows: text.split('\r\n').filter(Boolean).length - 1,
      requests: list.seen.length - requestsBefore,
      file: download.suggestedFilename(),
    };
  } finally {
    await context.close();
  }
}

export async function measureExport({ browser, origin, session, runs, latency, log }) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const result = await exportOnce(browser, origin, session);
    log(
      `  export: ${result.rows} rows in ${Math.round(result.ms)} ms, ${result.requests} ` +
        `requests, longest task ${Math.round(result.longestTask)} ms`,
    );
    results.push(result);
  }
  const rowCount = results[0].rows;
  const where = `CSV export, ${rowCount.toLocaleString('en')} results (${latency} ms API)`;
  return {
    raw: { latency, runs: results },
    rows: [
      { measure: `${where}: click → download`, unit: 'ms', values: results.map((r) => r.ms) },
      {
        measure: `${where}: longest long task`,
        unit: 'ms',
        values: results.map((r) => r.longestTask),
      },
    ],
  };
}
