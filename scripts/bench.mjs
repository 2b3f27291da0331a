#!/usr/bin/env node
// The project's benchmark: builds the demo app, serves it, and reports what the sign-in page and
// the main layout load (JS and CSS, raw and gzip) and how long each takes to become usable.
// Usage: npm run bench [-- --no-build] [-- --runs 5]
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './browser.mjs';
import { kb, recordPageWeight } from './page-weight.mjs';
import { startPreview } from './preview-server.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const PORT = 4180;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DEMO = { phone: '0700000001', password: 'demo1234' };

if (!args.includes('--no-build'))
  execSync('npx vite build', { stdio: 'inherit', env: { ...process.env, VITE_API_URL: '' } });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, name, storageState, path, ready) {
  const times = [];
  let weight;
  for (let i = 0; i < runs; i++) {
    // A fresh context each time: a cold cache, as on a first visit.
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const finish = recordPageWeight(page, ORIGIN);
    const start = Date.now();
    await page.goto(ORIGIN + path);
    await ready(page).waitFor();
    times.push(Date.now() - start);
    weight = await finish();
    await context.close();
  }
  return { name, ...weight, readyMs: median(times) };
}

const { stop } = await startPreview({ port: PORT });
const browser = await chromium.launch(chromiumLaunchOptions());
/** Signs in once in a throwaway context and returns its storage (the session) for cold loads. */
const signedInState = async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/login`);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(DEMO.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
};
const signedIn = await signedInState();
/** A list screen is ready when its first data row is on screen. */
const firstRow = (p) => p.getByRole('table').getByRole('row').nth(1);
const results = [
  await measure(browser, '/login (first visit)', undefined, '/login', (p) =>
    p.getByRole('button', { name: 'Sign in' }),
  ),
  await measure(browser, '/ main layout (signed in, cold)', signedIn, '/', (p) =>
    p.getByRole('navigation', { name: 'Main navigation' }),
  ),
  await measure(browser, '/patients list (signed in, cold)', signedIn, '/patients', firstRow),
  await measure(browser, '/results list (signed in, cold)', signedIn, '/results', firstRow),
];
await browser.close();
stop();

console.log(
  `\nPage weight and readiness (median of ${runs} loads, gzip level 9, demo build on vite preview)\n`,
);
console.log(
  'page'.padEnd(36),
  'JS files',
  'JS gzip KB',
  'JS raw KB',
  'CSS gzip KB',
  'CSS raw KB',
  'ready ms',
  'demo backend gzip KB',
);
for (const r of results) {
  console.log(
    r.name.padEnd(36),
    String(r.js.count).padStart(8),
    String(kb(r.js.gzip)).padStart(10),
    String(kb(r.js.raw)).padStart(9),
    String(kb(r.css.gzip)).padStart(11),
    String(kb(r.css.raw)).padStart(10),
    String(r.readyMs).padStart(8),
    String(kb(r.demoBackend.gzip)).padStart(20),
  );
}
console.log(
  '\nJS counts the app only; the demo backend (MSW + seed, demo builds only) is the last column.',
);
process.exit(0);
