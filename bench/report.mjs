// The benchmark's output: one table (printed, and as Markdown for the README) and a JSON file
// with the machine, every run's raw figures and the statistics.
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { ISSUE_HEADERS, issueRows } from './issue-table.mjs';
import { stats } from './lib.mjs';

const HEADERS = ['measure', 'median', 'min', 'max', 'unit', 'goal', 'met'];

/** A section's row with its statistics; `na` (a reason) when it could not be measured. */
export function summarize(section, row) {
  const base = { section, measure: row.measure, unit: row.unit ?? '', goal: row.goal?.text ?? '' };
  if (row.na) return { ...base, na: row.na };
  const { median, min, max } = stats(row.values);
  if (!Number.isFinite(median)) return { ...base, na: 'no figure', runs: row.values };
  return {
    ...base,
    digits: row.digits ?? 0,
    median,
    min,
    max,
    met: row.goal ? row.goal.met(Number(median.toFixed(row.digits ?? 0)), { min, max }) : undefined,
    runs: row.values,
  };
}

const figure = (value, digits) => value.toFixed(digits);

/** The cells of a summarized row, as text. */
function cells(row) {
  if (row.na) return [row.measure, `n/a (${row.na})`, '', '', row.unit, row.goal, ''];
  const met = row.met === undefined ? '' : row.met ? 'yes' : 'NO';
  return [
    row.measure,
    figure(row.median, row.digits),
    figure(row.min, row.digits),
    figure(row.max, row.digits),
    row.unit,
    row.goal,
    met,
  ];
}

/** Cells as plain text, columns aligned; `numeric` columns right-aligned unless n/a. */
function aligned(headers, body, numeric = () => false, section = () => undefined) {
  const widths = headers.map((header, i) =>
    Math.max(
      header.length,
      ...body.map((r) => (r[1].startsWith('n/a') && i === 1 ? 0 : r[i].length)),
    ),
  );
  const line = (r) =>
    r
      .map((cell, i) =>
        numeric(i) && !cell.startsWith('n/a') ? cell.padStart(widths[i]) : cell.padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd();
  const out = [line(headers), line(widths.map((w) => '-'.repeat(w)))];
  body.forEach((cellsOfRow, i) => {
    if (i > 0 && section(i) !== section(i - 1)) out.push('');
    out.push(line(cellsOfRow));
  });
  return out.join('\n');
}

/** Plain text, columns aligned, a blank line between sections; figures right-aligned. */
export function textTable(rows) {
  return aligned(
    HEADERS,
    rows.map(cells),
    (i) => i >= 1 && i <= 3,
    (i) => rows[i].section,
  );
}

/** Issue 22's table (bench/issue-table.mjs) as plain text: the pages, then the other goals. */
export function issueText(rows) {
  const { pages, lines } = issueRows(rows);
  return [
    aligned(ISSUE_HEADERS, pages),
    aligned(['goal of issue 22', 'median (min–max)', 'goal', 'met'], lines),
  ].join('\n\n');
}

const escape = (cell) => cell.replaceAll('|', '\\|');

const markdownRows = (headers, body) => [
  `| ${headers.join(' | ')} |`,
  `| ${headers.map(() => '---').join(' | ')} |`,
  ...body.map((r) => `| ${r.map(escape).join(' | ')} |`),
];

/** The same table in Markdown, with what it was measured on. */
export function markdownTable(rows, { date, machine, options }) {
  const out = [
    `Benchmark of ${date.slice(0, 10)} (\`npm run bench\`): ${machine.cpus} × ${machine.cpuModel}, ` +
      `Node ${machine.node}, Chromium ${machine.chromium.replace(/^Chromium /, '')}; median of ${options.runs} runs ` +
      `(Lighthouse ${options.lighthouseRuns}, heap ${options.heapRuns}); load average ` +
      `${machine.loadAverageAtStart[0]} at the start, ${machine.loadAverageAtEnd[0]} at the end. ` +
      'Goals are informative: the benchmark never fails on a figure.',
    '',
    `| ${HEADERS.join(' | ')} |`,
    `| ${HEADERS.map((_, i) => (i >= 1 && i <= 3 ? '--:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${cells(row).map(escape).join(' | ')} |`),
    '',
    "Issue 22's table (✓ met, ✗ not met, – not measured in this run):",
    '',
    ...markdownRows(ISSUE_HEADERS, issueRows(rows).pages),
    '',
    ...markdownRows(['goal of issue 22', 'median (min–max)', 'goal', 'met'], issueRows(rows).lines),
  ];
  return `${out.join('\n')}\n`;
}

/**
 * Writes results.json and results.md beside this file, formatted as Prettier would (the lint step
 * checks every file, these included, should they be committed).
 */
export async function writeReports(report) {
  const files = [
    ['results.json', JSON.stringify(report)],
    ['results.md', markdownTable(report.rows, report)],
  ];
  for (const [name, text] of files) {
    const url = new URL(name, import.meta.url);
    const options = await prettier.resolveConfig(url);
    writeFileSync(url, await prettier.format(text, { ...options, filepath: url.pathname }));
  }
}
