import { signedMinor, type Entry } from './takings';

/**
 * Receipt numbers: per drawer and calendar day (the reader's), 1, 2, 3… in the order the
 * transactions were made (ties by id), counting what took or gave back money.
 */
export function receiptNumbers(entries: readonly Entry[]): Map<string, number> {
  const numbered = entries
    .filter((e) => e.drawerId && signedMinor(e) !== 0)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const next = new Map<string, number>();
  const numbers = new Map<string, number>();
  for (const e of numbered) {
    const key = `${e.drawerId}|${localDay(e.createdAt)}`;
    const n = (next.get(key) ?? 0) + 1;
    next.set(key, n);
    numbers.set(receiptKey(e), n);
  }
  return numbers;
}
/** The key a receipt's number is found under (a bill's at-billing line and a payment differ). */
export const receiptKey = (e: Pick<Entry, 'kind' | 'id'>) =>
  `${e.kind === 'atBilling' ? 'bill' : 'tx'}:${e.id}`;

export function localDay(iso: string) {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
