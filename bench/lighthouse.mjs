// Lighthouse's performance category on pages of the production build, with the system Chromium:
// mobile (Lighthouse's default: simulated slow 4G and a 4× slower CPU) and desktop. Signed-in
// pages run in a browser profile that signed in first through the sign-in page; Lighthouse
// clears the HTTP cache before each run (a cold load) but keeps local storage (the session).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumLaunchOptions } from '../scripts/browser.mjs';
import { atLeast, exactly } from './goals.mjs';
import { freePort, signIn } from './lib.mjs';

/** Lighthouse wants the full browser (its trace and emulation), not the headless shell. */
export const LIGHTHOUSE_CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/**
 * Starts Chromium with a debugging port Lighthouse can drive; `signedIn` signs in through the
 * sign-in page of `origin` (one, or a list: each keeps its own session) first, in the same profile.
 */
export async function startBrowser(origin, port, signedIn) {
  const profile = mkdtempSync(join(tmpdir(), 'clinic-lighthouse-'));
  const { args = [] } = chromiumLaunchOptions();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: LIGHTHOUSE_CHROMIUM,
    args: [...args, `--remote-debugging-port=${port}`],
  });
  if (signedIn)
    for (const each of [origin].flat()) {
      const page = await context.newPage();
      await signIn(page, each);
      await page.close();
    }
  return {
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run: the score (0–100) and the metrics in ms (CLS unitless). */
export async function runOnce(url, port, formFactor) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const { lhr } = result;
  if (process.env.BENCH_LHR_DIR)
    (await import('node:fs')).writeFileSync(
      `${process.env.BENCH_LHR_DIR}/${new URL(url).pathname.replaceAll('/', '_')}-${formFactor}.json`,
      JSON.stringify(lhr),
    );
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const figures = { score: Math.round((lhr.categories.performance.score ?? NaN) * 100) };
  // Why a metric has no value (NO_LCP, a trace error…), so that the table can say so.
  figures.errors = {};
  for (const [name, id] of Object.entries(METRICS)) {
    figures[name] = lhr.audits[id]?.numericValue ?? NaN;
    if (!Number.isFinite(figures[name]))
      figures.errors[name] = lhr.audits[id]?.errorMessage ?? `no ${id} audit`;
  }
  // How fast this machine ran Lighthouse's own CPU test: mobile scores assume a 4× slower CPU
  // than the one measured, so a busy machine scores lower.
  figures.benchmarkIndex = lhr.environment?.benchmarkIndex ?? NaN;
  // What the page loaded (requests), and where the main thread's time went.
  figures.requests = lhr.audits['network-requests']?.details?.items?.length ?? NaN;
  figures.mainThreadMs = lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN;
  figures.lcpElement =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
      ?.snippet ?? '';
  return figures;
}

/**
 * Runs Lighthouse `runs` times on each page, in each form factor. `pages`: `{ name, path,
 * signedIn }`. Returns `{ [page name]: { mobile: [figures…], desktop: [figures…] } }`.
 */
export async function measureLighthouse({ origin, pages, runs, port = 9333, log = console.log }) {
  const out = {};
  for (const signedIn of [false, true]) {
    const group = pages.filter((p) => !!p.signedIn === signedIn);
    if (group.length === 0) continue;
    const browser = await startBrowser(origin, port, signedIn);
    try {
      for (const page of group) {
        out[page.name] = { mobile: [], desktop: [] };
        for (const formFactor of ['mobile', 'desktop'])
          for (let run = 0; run < runs; run++) {
            const figures = await runOnce(origin + page.path, port, formFactor);
            log(`  lighthouse ${page.name} ${formFactor} #${run + 1}: ${figures.score}`);
            out[page.name][formFactor].push(figures);
          }
      }
    } finally {
      await browser.close();
    }
  }
  return out;
}

/** The pages the benchmark scores, and the goals for each (mobile, desktop). */
export const PAGES = [
  { name: '/login', path: '/login', goals: { mobile: 97, desktop: 100 } },
  { name: '/ main layout', path: '/', signedIn: true, goals: { mobile: 90, desktop: 100 } },
  { name: '/results', path: '/results', signedIn: true, goals: { mobile: 90, desktop: 100 } },
  { name: '/patients', path: '/patients', signedIn: true, goals: { mobile: 90, desktop: 100 } },
];

const ROWS = [
  { figure: 'score', label: 'score', unit: 'score' },
  { figure: 'fcp', label: 'FCP', unit: 'ms' },
  { figure: 'lcp', label: 'LCP', unit: 'ms' },
  { figure: 'tbt', label: 'TBT', unit: 'ms' },
  { figure: 'cls', label: 'CLS', unit: '', digits: 3 },
  { figure: 'si', label: 'Speed Index', unit: 'ms' },
  { figure: 'requests', label: 'requests', unit: 'requests' },
  { figure: 'mainThreadMs', label: 'main-thread work', unit: 'ms' },
];

/**
 * The pages measured: all, or those BENCH_PAGES lists by path (`BENCH_PAGES=/,/patients,/results`),
 * when a shared machine has no time for every one.
 */
const chosenPages = () => {
  const wanted = process.env.BENCH_PAGES?.split(',').map((path) => path.trim());
  return wanted ? PAGES.filter((page) => wanted.includes(page.path)) : PAGES;
};

/** The benchmark's Lighthouse section: every page, both form factors, as table rows. */
export async function lighthouseSection({ origin, runs, log }) {
  const pages = chosenPages();
  // A free debugging port, not the default: another Lighthouse may be running on this machine.
  const port = await freePort();
  const raw = await measureLighthouse({ origin, pages, runs, log, port });
  const rows = [];
  for (const page of pages)
    for (const formFactor of ['mobile', 'desktop'])
      for (const { figure, label, unit, digits } of ROWS) {
        const runs = raw[page.name][formFactor];
        rows.push({
          measure: `Lighthouse ${page.name} ${formFactor}: ${label}`,
          unit,
          digits,
          values: runs.map((figures) => figures[figure]),
          na: runs.every((figures) => !Number.isFinite(figures[figure]))
            ? (runs.find((figures) => figures.errors?.[figure])?.errors[figure] ?? 'no value')
            : undefined,
          goal:
            figure === 'score'
              ? atLeast(page.goals[formFactor])
              : figure === 'cls'
                ? exactly(0)
                : undefined,
        });
      }
  // One row for the machine's speed as Lighthouse saw it, over every run.
  const indexes = Object.values(raw).flatMap((page) =>
    [...page.mobile, ...page.desktop].map((figures) => figures.benchmarkIndex),
  );
  rows.push({
    measure: 'Lighthouse CPU benchmark index (this machine)',
    unit: '',
    values: indexes,
  });
  return { raw, rows };
}
