// Fetch-all, parallel against sequential: bench/fetch-all.measure.ts under Vitest (the demo
// backend in Node, 50 ms per request), run as a child process that writes its figures as JSON.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { atLeast } from './goals.mjs';

const require = createRequire(import.meta.url);
const VITEST_BIN = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');

/** Runs Vitest on the measurement; its output is kept for the error should it fail. */
function runMeasure(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [VITEST_BIN, 'run', '--config', 'vitest.bench.config.ts', 'bench/fetch-all.measure.ts'],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // Stopped with the benchmark, should it end first (Ctrl+C, a failure elsewhere).
    const stop = () => child.kill();
    process.on('exit', stop);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      process.off('exit', stop);
      if (code === 0) resolve();
      else reject(new Error(`vitest exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
}

export async function measureFetchAll({ runs, log }) {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-bench-'));
  try {
    const file = join(dir, 'fetch-all.json');
    await runMeasure({ BENCH_JSON: file, BENCH_RUNS: String(runs) });
    const figures = JSON.parse(readFileSync(file, 'utf8'));
    const { parallel, sequential, latencyMs } = figures;
    // Run by run: each run measured both strategies one after the other, on the same load.
    const ratios = sequential.ms.map((ms, run) => ms / parallel.ms[run]);
    log(`  fetch-all: ${ratios.map((r) => r.toFixed(1)).join(' ')} ×`);
    const where = `fetch-all, ${parallel.rows.toLocaleString('en')} patients (${latencyMs} ms/request)`;
    return {
      raw: figures,
      rows: [
        { measure: `${where}: parallel`, unit: 'ms', values: parallel.ms },
        { measure: `${where}: sequential`, unit: 'ms', values: sequential.ms },
        {
          measure: `${where}: sequential ÷ parallel`,
          unit: '×',
          values: ratios,
          digits: 1,
          goal: atLeast(5),
        },
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
