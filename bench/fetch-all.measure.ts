import { writeFileSync } from 'node:fs';
import { customers } from '@/api/resources/customers';
import { setDemoLatency } from '@/mocks/config';
import { storeSession } from '@/test/session';

/**
 * How long fetching every demo patient takes with each fetch-all strategy, at 50 ms of simulated
 * latency per request: the parallel strategy (first page, then the rest 8 at a time, the default
 * FETCH_ALL_CONCURRENCY, which the count of `{ data, count }` allows) against the sequential loop
 * of pages of 50.
 * Run: npm run bench:fetch-all (BENCH_RUNS=n for more or fewer runs; default 5). With
 * BENCH_JSON=<file> the figures are also written there (`npm run bench` reads them).
 */
const LATENCY_MS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function time(strategy: 'auto' | 'sequential') {
  let requests = 0;
  const start = performance.now();
  const rows = await customers.api.all({}, { strategy, onProgress: () => requests++ });
  return { ms: performance.now() - start, rows: rows.length, requests };
}

it(`fetch-all of the demo patients at ${LATENCY_MS} ms per request`, async () => {
  storeSession();
  await time('auto'); // warm-up: seeds the demo tables and JIT-compiles the path
  setDemoLatency(LATENCY_MS);
  const results: Record<string, { ms: number[]; rows: number; requests: number }> = {};
  for (let run = 0; run < RUNS; run++) {
    for (const strategy of ['auto', 'sequential'] as const) {
      const { ms, rows, requests } = await time(strategy);
      const entry = (results[strategy] ??= { ms: [], rows, requests });
      entry.ms.push(ms);
    }
  }
  setDemoLatency(undefined);
  const parallel = results.auto!;
  const sequential = results.sequential!;
  const table = {
    'parallel (first page, then 8 at a time)': {
      patients: parallel.rows,
      requests: parallel.requests,
      'median ms': Math.round(median(parallel.ms)),
      'all runs ms': parallel.ms.map(Math.round).join(' '),
    },
    'sequential (pages of 50 while full)': {
      patients: sequential.rows,
      requests: sequential.requests,
      'median ms': Math.round(median(sequential.ms)),
      'all runs ms': sequential.ms.map(Math.round).join(' '),
    },
  };
  console.log(
    `\nFetch-all of the demo patients, ${LATENCY_MS} ms latency per request, ${RUNS} runs`,
  );
  console.table(table);
  console.log(`speed-up: ${(median(sequential.ms) / median(parallel.ms)).toFixed(1)}×\n`);
  if (process.env.BENCH_JSON)
    writeFileSync(
      process.env.BENCH_JSON,
      JSON.stringify({ latencyMs: LATENCY_MS, runs: RUNS, parallel, sequential }),
    );
  expect(parallel.rows).toBe(sequential.rows);
});
