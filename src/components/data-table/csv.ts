import { saveBlob } from '../documents/format';
import type { DataColumn } from './types';

type CsvValue = string | number | boolean | undefined | null;

const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;
/** What spreadsheets read as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field, neutralised so a spreadsheet shows text instead of running it. */
export function csvField(value: CsvValue): string {
  if (value === undefined || value === null) return '';
  let text = String(value);
  // A patient called "=HYPERLINK(…)" must not become a link; "-12.5" is still a number.
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text))
    text = `'${text}`;
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

const pad = (n: number) => String(n).padStart(2, '0');

/** `<name>-YYYY-MM-DD.csv`, the local date: the day the user made the export. */
export const csvFileName = (name: string, date = new Date()) =>
  `${name}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;

/** Hands the CSV text to the browser's download (the documents panel's saving, shared). */
export const download = (text: string, fileName: string, type = 'text/csv;charset=utf-8') =>
  saveBlob(new Blob([text], { type }), fileName);
