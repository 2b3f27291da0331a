#!/usr/bin/env node
// How long "next page" takes on the results table, from the click to the new rows painted, at 50
// rows per page: with the next page prefetched (the app's default) and without (a build with
// VITE_PREFETCH_NEXT_PAGE=false, so every page is fetched on the click). Both are demo builds on
// vite preview; the demo backend answers after VITE_DEMO_LATENCY_MS (300 ms by default), which
// stands for the network and server time of a real backend.
// Usage: npm run bench:next-page [-- --no-build] [-- --clicks 10]
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/browser.mjs';
import { startPreview } from '../scripts/preview-server.mjs';

const args = process.argv.slice(2);
const clicks = Number(args[args.indexOf('--clicks') + 1]) || 10;
/** Another list can be measured the same way: --path /patients */
const path = args.includes('--path') ? args[args.indexOf('--path') + 1] : '/results';
const DEMO = { phone: '0700000001', password: 'demo1234' };
const variants = [
  { name: 'prefetched', outDir: 'dist-bench/prefetch', port: 4191, env: {} },
  {
    name: 'not prefetched',
    outDir: 'dist-bench/no-prefetch',
    port: 4192,
    env: { VITE_PREFETCH_NEXT_PAGE: 'false' },
  },
];

if (!args.includes('--no-build'))
  for (const v of variants)
    execSync(`npx vite build --outDir ${v.outDir} --emptyOutDir`, {
      stdio: 'inherit',
      env: { ...process.env, VITE_API_URL: '', ...v.env },
    });

/** In the page: time from the click on "Next" to the frame that shows the new first row. */
/* global document, window, MutationObserver, requestAnimationFrame -- run in the page */
function armMeasurement() {
  return new Promise((resolve) => {
    const table = document.querySelector('table');
    const firstRow = () => table.querySelector('tbody tr[aria-rowindex], tbody tr')?.textContent;
    const before = firstRow();
    let clickedAt;
    const button = [...document.querySelectorAll('button')].find(
      (b) =>
        b.getAttribute('aria-label') === window.__nextLabel || b.textContent === window.__nextLabel,
    );
    button.addEventListener('click', () => (clickedAt = performance.now()), {
      capture: true,
      once: true,
    });
    const observer = new MutationObserver(() => {
      if (clickedAt === undefined || firstRow() === before) return;
      observer.disconnect();
      // The rows are in the DOM; the next frame is when they are painted.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
    });
    observer.observe(table, { subtree: true, childList: true, characterData: true });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const servers = [];
const stop = () => servers.forEach((server) => server.stop());
for (const v of variants) servers.push(await startPreview({ outDir: v.outDir, port: v.port }));
const browser = await chromium.launch(chromiumLaunchOptions());
const report = [];
for (const v of variants) {
  const origin = `http://127.0.0.1:${v.port}`;
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(DEMO.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await page.goto(`${origin}${path}?size=50`);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.waitFor();
  await page.evaluate(() => (window.__nextLabel = 'Next'));
  const times = [];
  for (let i = 0; i < clicks; i++) {
    // Settle: the page's own requests (and, when on, the next page's prefetch) are done.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const measured = page.evaluate(armMeasurement);
    await next.click();
    times.push(await measured);
  }
  report.push({ name: v.name, times });
}
await browser.close();
stop();

console.log(
  `\n${path} table, 50 rows per page: click on "Next" → new rows painted (${clicks} clicks each)\n`,
);
for (const r of report)
  console.log(
    r.name.padEnd(16),
    `median ${median(r.times).toFixed(0)} ms`.padEnd(16),
    `min ${Math.min(...r.times).toFixed(0)} ms`.padEnd(12),
    `max ${Math.max(...r.times).toFixed(0)} ms`,
  );
process.exit(0);
