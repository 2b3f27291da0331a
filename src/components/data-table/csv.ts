import { dayKey } from '@/domain/dates';
import { saveBlob } from '../documents/format';
import type { DataColumn } from './types';

type CsvValue = string | number | boolean | undefined | null;

const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;
/**
 * What spreadsheets read as the start of a formula (OWASP "CSV injection"), full-width forms
 * included (East Asian Excel reads them as the ASCII ones).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/**
 * Where a spreadsheet may start a new cell inside a field's text, whatever convention it opens
 * the file with: a comma (ours, and a reader that ignores quotes), a semicolon (Excel in French,
 * German and most of Europe splits on it), a tab (a TSV import, a paste) and a line break.
 */
const CELL_BREAK = /([,;\t\r\n])/;

/** A would-be cell that starts like a formula after any spaces and quotes (a reader splitting
 * elsewhere than we do sees our quotes elsewhere too). */
const runs = (cell: string) => FORMULA_START.test(cell.replace(/^[ "]+/, ''));

/**
 * The text with every would-be cell start that reads as a formula turned into text by a leading
 * apostrophe: the field's own start, and each start after a separator of any convention
 * (`Doe;=1+1` is two cells in a French Excel, the second a live formula). A field that is a
 * plain number (`-12.5`) stays one.
 */
function defuse(text: string): string {
  if (PLAIN_NUMBER.test(text)) return text;
  // A leading tab or carriage return is a formula start too (OWASP): kept, behind the apostrophe.
  return (FORMULA_START.test(text) ? `'${text}` : text)
    .split(CELL_BREAK)
    .map((part, i) => (i % 2 === 0 && runs(part) ? `'${part}` : part))
    .join('');
}

/** One RFC 4180 field, neutralised so a spreadsheet shows text instead of running it. */
export function csvField(value: CsvValue): string {
  if (value === undefined || value === null) return '';
  // A patient called "=HYPERLINK(…)" must not become a link; "-12.5" is still a number.
  const text = typeof value === 'string' ? defuse(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The columns that export, in column order. */
export const csvColumns = <T>(columns: readonly DataColumn<T>[]) =>
  columns.filter((column) => column.csv);

/** Work done between two yields to the browser, so typing and painting go on during an export. */
const SLICE_MS = 12;

/** Lets the browser handle input and paint before the next slice of work. */
const yieldToBrowser = () => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((r) => setTimeout(r, 0));
};

/**
 * RFC 4180 text (CRLF line ends) with a UTF-8 byte-order mark: without it Excel reads the file
 * in the system code page and mangles accents and Arabic names. Written in slices of a few
 * milliseconds with the browser's turn between them: 20,000 results are no long task, and a
 * cancel (`signal`) stops between two slices.
 */
export async function toCsv<T>(
  columns: readonly DataColumn<T>[],
  rows: readonly T[],
  signal?: AbortSignal,
): Promise<string> {
  const exported = csvColumns(columns);
  const lines = [exported.map((column) => csvField(column.header)).join(',')];
  let sliceStart = performance.now();
  for (const row of rows) {
    lines.push(exported.map((column) => csvField(column.csv!(row))).join(','));
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToBrowser();
      signal?.throwIfAborted();
      sliceStart = performance.now();
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `<name>-YYYY-MM-DD.csv`, the local date: the day the user made the export. */
export const csvFileName = (name: string, date = new Date()) => `${name}-${dayKey(date)}.csv`;

/** Hands the CSV text to the browser's download (the documents panel's saving, shared). */
export const download = (text: string, fileName: string, type = 'text/csv;charset=utf-8') =>
  saveBlob(new Blob([text], { type }), fileName);
