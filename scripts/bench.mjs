#!/usr/bin/env node
// The project's benchmark, in one command: builds the app (production, demo, and the contract
// server that stands for a clinic's backend), serves the builds on 127.0.0.1, drives Chromium
// and prints one table, median/min/max of several runs of each measure, next to the issue's
// goals. It never fails on a figure: timings on a shared machine vary, so it reports, and a
// measure that cannot be taken shows as "n/a (why)". Also written: bench/results.json (machine,
// every run) and bench/results.md (the table for the README).
//
// Usage: npm run bench [-- --runs 5] [--lighthouse-runs 3] [--heap-runs 3] [--no-build]
//                      [--only weight,lighthouse,next-page,names,filter,export,fetch-all,heap,
//                      sign-in,results-load,day-report]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, chromiumLaunchOptions } from './browser.mjs';
import { measureDayReport } from '../bench/day-report.mjs';
import { measureExport } from '../bench/export.mjs';
import { measureFetchAll } from '../bench/fetch-all.mjs';
import { measureFilter } from '../bench/filter.mjs';
import { measureHeap } from '../bench/heap.mjs';
import { signedInState } from '../bench/lib.mjs';
import { LIGHTHOUSE_CHROMIUM, lighthouseSection } from '../bench/lighthouse.mjs';
import { measureNames } from '../bench/names.mjs';
import { measureNextPage } from '../bench/paging.mjs';
import { issueText, summarize, textTable, writeReports } from '../bench/report.mjs';
import { measureResultsLoad } from '../bench/results-load.mjs';
import {
  API,
  LOOKUP_API,
  OUT,
  buildAll,
  startApps,
  startContractServer,
} from '../bench/servers.mjs';
import { measureSignIn } from '../bench/sign-in.mjs';
import { measureWeight } from '../bench/weight.mjs';

/** A measure on the production build, signed in (the session of one sign-in, shared). */
const signedIn = (measure) => async (env) =>
  measure({ ...env, origin: env.apps.production.origin, session: await env.session('production') });

/**
 * Each section, in the table's order: what it needs started (`latency`: the contract server's
 * answer time for it; `demo`: the demo build; `browser`: Playwright's Chromium; fetch-all runs
 * in Node alone) and how to measure it.
 */
const SECTIONS = {
  weight: { title: 'first-load JS/CSS', latency: 0, browser: true, run: signedIn(measureWeight) },
  lighthouse: {
    title: 'Lighthouse',
    // Lighthouse simulates its own network (slow 4G on mobile): the server adds nothing more.
    latency: 0,
    run: (env) =>
      lighthouseSection({
        origin: env.apps.production.origin,
        runs: env.lighthouseRuns,
        log: env.log,
      }),
  },
  'next-page': {
    title: 'next page',
    latency: 300,
    browser: true,
    run: async (env) =>
      measureNextPage({
        ...env,
        origins: {
          prefetched: env.apps.production.origin,
          notPrefetched: env.apps.noPrefetch.origin,
        },
        sessions: {
          prefetched: await env.session('production'),
          notPrefetched: await env.session('noPrefetch'),
        },
      }),
  },
  names: {
    title: 'patient names',
    latency: 300,
    browser: true,
    run: (env) =>
      measureNames({
        ...env,
        variants: [
          {
            key: 'oneByOne',
            label: 'contract-only backend',
            origin: env.apps.production.origin,
            session: () => env.session('production'),
            api: API,
          },
          {
            key: 'lookup',
            label: 'batch lookup',
            origin: env.apps.lookup.origin,
            session: () => env.session('lookup'),
            api: LOOKUP_API,
          },
        ],
      }),
  },
  filter: { title: 'filter typing', latency: 300, browser: true, run: signedIn(measureFilter) },
  export: { title: 'CSV export', latency: 50, browser: true, run: signedIn(measureExport) },
  'fetch-all': { title: 'fetch-all', run: measureFetchAll },
  heap: {
    title: 'JS heap over 200 pages',
    latency: 0,
    browser: true,
    run: (env) => signedIn(measureHeap)({ ...env, runs: env.heapRuns }),
  },
  'sign-in': {
    title: 'demo first sign-in',
    demo: true,
    browser: true,
    run: (env) => measureSignIn({ ...env, origin: env.apps.demo.origin }),
  },
  'results-load': {
    title: '/results cold load',
    latency: 300,
    browser: true,
    run: signedIn(measureResultsLoad),
  },
  // Last: it adds a day of 500 transactions to the contract server, which no other section reads.
  'day-report': {
    title: 'end-of-day report and statement',
    latency: 50,
    browser: true,
    run: signedIn(measureDayReport),
  },
};

const USAGE =
  'Usage: npm run bench [-- --runs N] [--lighthouse-runs N] [--heap-runs N] [--no-build] ' +
  `[--only ${Object.keys(SECTIONS).join(',')}]`;

/** A wrong command line: said in one line with the usage, without a stack. */
class UsageError extends Error {}

const parseOrExplain = (config) => {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(`${error.message}\n${USAGE}`);
  }
};

function readOptions() {
  const { values } = parseOrExplain({
    options: {
      runs: { type: 'string', default: '5' },
      'lighthouse-runs': { type: 'string', default: '3' },
      // 200 pages a run: a run takes long, and the figure varies little.
      'heap-runs': { type: 'string', default: '3' },
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const count = (name) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < 1)
      throw new UsageError(`--${name} wants a whole number ≥ 1\n${USAGE}`);
    return n;
  };
  const only = values.only
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only?.filter((name) => !(name in SECTIONS)) ?? [];
  if (unknown.length > 0)
    throw new UsageError(`unknown section(s): ${unknown.join(', ')}\n${USAGE}`);
  return {
    runs: count('runs'),
    lighthouseRuns: count('lighthouse-runs'),
    heapRuns: count('heap-runs'),
    build: !values['no-build'],
    // In the table's order, whatever the order asked.
    sections: Object.keys(SECTIONS).filter((name) => !only || only.includes(name)),
  };
}

const log = (line) => console.error(line);

/** A browser's version as it reports it, or why not. */
function versionOf(executable) {
  try {
    return execFileSync(executable, ['--version'], {
      encoding: 'utf8',
      // Debian's wrapper script complains on stderr about its own settings.
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return `not found (${executable})`;
  }
}

/** What the figures were measured on (a shared machine's load says how far to trust them). */
function describeMachine(browserVersion) {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.versions.node,
    chromium: browserVersion ?? versionOf(CHROMIUM_PATH),
    lighthouseChromium: versionOf(LIGHTHOUSE_CHROMIUM),
  };
}

async function main() {
  // Ctrl+C or a kill ends the run through process.exit, so that every server, browser and child
  // process started is stopped by its exit hook (bench/servers.mjs, scripts/preview-server.mjs).
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])
    process.once(signal, () => process.exit(code));
  const options = readOptions();
  const chosen = options.sections.map((name) => [name, SECTIONS[name]]);
  const needsApps = chosen.some(([, section]) => section.latency !== undefined || section.demo);
  const needsApi = chosen.some(([, section]) => section.latency !== undefined);
  const needsBrowser = chosen.some(([, section]) => section.browser);
  const loadAtStart = loadavg();

  if (needsApps && options.build) {
    log('Building the production app, the demo app and the contract server…');
    buildAll();
  } else if (needsApps) {
    const missing = Object.values(OUT).filter((dir) => !existsSync(dir));
    if (missing.length > 0) throw new Error(`--no-build, but not built yet: ${missing.join(', ')}`);
  }

  let api;
  let apps;
  let browser;
  const sections = {};
  const rows = [];
  try {
    // Started in turn and stopped in `finally`, whichever step fails.
    if (needsApi) api = await startContractServer(0);
    if (needsApps) apps = await startApps();
    if (needsBrowser) browser = await chromium.launch(chromiumLaunchOptions());
    const sessions = {};
    const env = {
      ...options,
      apps,
      browser,
      log,
      // One sign-in per app (its own origin, its own storage), shared by the sections.
      session: (app) => (sessions[app] ??= signedInState(browser, apps[app].origin)),
    };
    for (const [name, section] of chosen) {
      log(`▸ ${name}`);
      const started = performance.now();
      try {
        if (section.latency !== undefined) await api.setLatency(section.latency);
        const { raw, rows: measured } = await section.run({ ...env, latency: section.latency });
        sections[name] = { raw };
        rows.push(...measured.map((row) => summarize(name, row)));
      } catch (error) {
        // One section failing leaves the others' figures: it shows as n/a, with why.
        log(`  ${name} failed: ${error.stack ?? error}`);
        sections[name] = { error: String(error.stack ?? error) };
        const reason = String(error.message ?? error)
          .split('\n')[0]
          .slice(0, 100);
        rows.push(summarize(name, { measure: section.title, na: reason }));
      }
      log(`  (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
    const machine = describeMachine(browser?.version());
    machine.loadAverageAtStart = loadAtStart.map((load) => Number(load.toFixed(2)));
    machine.loadAverageAtEnd = loadavg().map((load) => Number(load.toFixed(2)));
    const report = {
      date: new Date().toISOString(),
      machine,
      options: {
        runs: options.runs,
        lighthouseRuns: options.lighthouseRuns,
        heapRuns: options.heapRuns,
      },
      rows,
      sections,
    };
    await writeReports(report);
    console.log(
      `\nClinic Admin benchmark: median of ${options.runs} runs (Lighthouse ${options.lighthouseRuns}, ` +
        `heap ${options.heapRuns}); ${machine.cpus} CPUs, load ${machine.loadAverageAtStart[0]} at start\n`,
    );
    console.log(textTable(rows));
    console.log(`\nIssue 22 (✓ met, ✗ not met, – not measured in this run):\n\n${issueText(rows)}`);
    console.log(
      '\nWritten: bench/results.json (every run), bench/results.md (this table in Markdown).',
    );
  } finally {
    await browser?.close();
    for (const app of Object.values(apps ?? {})) app.stop();
    api?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof UsageError ? error.message : (error.stack ?? error));
    process.exit(1);
  },
);
