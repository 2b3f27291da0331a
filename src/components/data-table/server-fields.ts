import i18n from 'i18next';
import { useMemo, useState } from 'react';
import { formatDate, formatDateTime, formatNumber } from '@/i18n/format';
import type { DataColumn } from './types';

/**
 * Fields a backend sends that the app does not know (records keep them: `looseObject`). They
 * are shown as plain text only, never as HTML: React writes strings as text.
 */

/** Fields every record has besides the area's own: never "more". */
const RECORD_FIELDS = ['_id', 'id', 'createdAt', 'updatedAt', 'documents'];

/** The app's fields of an area (its body's), plus those every record has. */
export const knownFields = (body: { shape: object }): ReadonlySet<string> =>
  new Set([...Object.keys(body.shape), ...RECORD_FIELDS]);

/** The record's fields the app does not know, in the order the server sent them. */
export const extraFields = (record: object, known: ReadonlySet<string>): string[] =>
  Object.keys(record).filter((key) => !known.has(key));

const DATE = /^\d{4}-\d{2}-\d{2}(?:$|(T\d{2}:\d{2}))/;

/** A value as plain text in the reader's language: dates and numbers formatted. */
export function serverValueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return i18n.t(`table:moreFromServer.${value}`);
  if (typeof value === 'string') {
    const date = value.match(DATE);
    // A bare date is that day (formatDate), a moment in time keeps its time.
    return date ? (date[1] ? formatDateTime : formatDate)(value) : value;
  }
  return JSON.stringify(value);
}

const csvValue = (value: unknown) =>
  value === null || typeof value !== 'object' ? (value as string) : JSON.stringify(value);

/**
 * One hidden column per unknown field seen in the loaded rows, offered in the column chooser
 * ("More from the server"). A field once seen keeps its column while the table is open, so a
 * page without it does not take away a column the user chose.
 */
export function useServerColumns<T extends object>(
  rows: readonly T[] | undefined,
  known: ReadonlySet<string> | undefined,
): DataColumn<T>[] {
  const [keys, setKeys] = useState<readonly string[]>([]);
  const found = new Set<string>();
  if (known)
    for (const row of rows ?? []) for (const key of extraFields(row, known)) found.add(key);
  const added = [...found].filter((key) => !keys.includes(key));
  if (added.length > 0) setKeys([...keys, ...added]);
  return useMemo(
    () =>
      keys.map((key) => ({
        id: `more:${key}`,
        header: key,
        cell: (row: T) => serverValueText((row as Record<string, unknown>)[key]),
        csv: (row: T) => csvValue((row as Record<string, unknown>)[key]),
        hiddenByDefault: true,
        meta: { fromServer: true },
      })),
    [keys],
  );
}
