#!/usr/bin/env node
// Lighthouse side by side: two or more production builds of the app (the same commit built with
// and without a piece of first-load machinery, or today's main and a branch), each served on its
// own port against one contract-only backend, measured in turns: run by run, screen by screen,
// the builds alternate (A B, then B A…), so that a shared machine's load falls on both alike.
// Prints, per screen and form factor, each build's score, LCP, TBT and FCP: median (min–max).
//
//   node bench/ab.mjs [--runs 5] [--out ab.json] name=outDir name=outDir…
//
// Each outDir is a production build made with VITE_API_URL=http://127.0.0.1:$BENCH_API_PORT (the
// backend this script starts from dist-bench/server: `npm run bench -- --only weight` builds it).
// BENCH_PAGES narrows the screens (`/login,/results`).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startPreview } from '../scripts/preview-server.mjs';
import { freePort, stats } from './lib.mjs';
import { PAGES, runOnce, startBrowser } from './lighthouse.mjs';
import { startContractServer } from './servers.mjs';

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, out: { type: 'string' } },
  allowPositionals: true,
});
const runs = Number(values.runs);
const builds = positionals.map((arg) => {
  const [name, dir] = arg.split('=');
  if (!name || !dir) throw new Error(`"${arg}": expected name=outDir`);
  return { name, dir };
});
if (builds.length < 2) throw new Error('Two builds or more: name=outDir name=outDir');

const wanted = process.env.BENCH_PAGES?.split(',').map((path) => path.trim());
const pages = wanted ? PAGES.filter((page) => wanted.includes(page.path)) : PAGES;
const firstPort = Number(process.env.BENCH_APP_PORT) || 4181;

const server = await startContractServer(0);
const apps = [];
try {
  for (const [i, build] of builds.entries())
    apps.push({ ...build, ...(await startPreview({ outDir: build.dir, port: firstPort + i })) });
  const raw = {};
  const port = await freePort();
  for (const signedIn of [false, true]) {
    const group = pages.filter((page) => !!page.signedIn === signedIn);
    if (group.length === 0) continue;
    const browser = await startBrowser(
      apps.map((app) => app.origin),
      port,
      signedIn,
    );
    try {
      for (let run = 0; run < runs; run++)
        for (const page of group)
          for (const formFactor of ['mobile', 'desktop']) {
            // A B C, then C B A: each build goes first as often as last.
            const order = run % 2 === 0 ? apps : [...apps].reverse();
            for (const app of order) {
              const figures = await runOnce(app.origin + page.path, port, formFactor);
              ((raw[page.name] ??= {})[formFactor] ??= {})[app.name] ??= [];
              raw[page.name][formFactor][app.name].push(figures);
              console.log(
                `${page.name} ${formFactor} #${run + 1} ${app.name}: score ${figures.score}, ` +
                  `LCP ${Math.round(figures.lcp)}, TBT ${Math.round(figures.tbt)}, ` +
                  `FCP ${Math.round(figures.fcp)} (CPU index ${figures.benchmarkIndex})`,
              );
            }
          }
    } finally {
      await browser.close();
    }
  }
  if (values.out) writeFileSync(values.out, JSON.stringify(raw, null, 1));
  console.log(table(raw));
} finally {
  for (const app of apps) app.stop();
  server.stop();
}

/** One markdown table: a row per screen, form factor and build. */
function table(raw) {
  const cell = (list, key) => {
    const s = stats(list.map((figures) => figures[key]));
    return `${Math.round(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})`;
  };
  const lines = [
    '| screen | form | build | score | LCP ms | TBT ms | FCP ms |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [page, byForm] of Object.entries(raw))
    for (const [formFactor, byBuild] of Object.entries(byForm))
      for (const [name, list] of Object.entries(byBuild))
        lines.push(
          `| ${page} | ${formFactor} | ${name} | ${['score', 'lcp', 'tbt', 'fcp']
            .map((key) => cell(list, key))
            .join(' | ')} |`,
        );
  return lines.join('\n');
}
