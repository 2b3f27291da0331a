import { fromMinor, toMinor } from '@/domain/money';
import type { Entry } from '../takings';

/**
 * Entries summed into lines by a key (drawer, currency, method, kind as each part of the report
 * needs), in minor units so that no cent is lost; each line keeps its first entry, which says
 * what kind the line is, and the ids it counts.
 */
export interface Summed {
  drawerId: string;
  currency: string;
  method: string;
  count: number;
  minor: number;
  ids: string[];
}
export function group<K extends string>(
  entries: readonly Entry[],
  keyOf: (e: Entry) => K,
): Map<K, Summed & { first: Entry }> {
  const out = new Map<K, Summed & { first: Entry }>();
  for (const e of entries) {
    const key = keyOf(e);
    const line = out.get(key) ?? {
      drawerId: e.drawerId,
      currency: e.currency,
      method: e.method,
      count: 0,
      minor: 0,
      ids: [],
      first: e,
    };
    line.count++;
    line.minor += toMinor(e.amount, e.currency);
    line.ids.push(e.id);
    out.set(key, line);
  }
  return out;
}
/** A line's sum back in its currency's units. */
export const amountOf = <T extends Summed>({ minor, ...line }: T) => ({
  ...line,
  amount: fromMinor(minor, line.currency),
});
