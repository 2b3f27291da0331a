import { fromMinor, minorUnits, toMinor } from './round';
import { subtractMoney } from './settle';

export interface Denomination {
  /** Face value in the currency's units. */
  value: number;
  kind: 'note' | 'coin';
}

const notes = (...values: number[]) =>
  values.map((value): Denomination => ({ value, kind: 'note' }));
const coins = (...values: number[]) =>
  values.map((value): Denomination => ({ value, kind: 'coin' }));

/**
 * What a cashier counts, per currency the clinic takes (the demo's six). LBP is counted in notes
 * only: its coins no longer circulate. Another currency gets common notes and coins.
 */
const TABLE: Record<string, Denomination[]> = {
  USD: [...notes(100, 50, 20, 10, 5, 2, 1), ...coins(0.5, 0.25, 0.1, 0.05, 0.01)],
  EUR: [...notes(500, 200, 100, 50, 20, 10, 5), ...coins(2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01)],
  GBP: [...notes(50, 20, 10, 5), ...coins(2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01)],
  LBP: notes(100_000, 50_000, 20_000, 10_000, 5_000, 1_000),
  AED: [...notes(1000, 500, 200, 100, 50, 20, 10, 5), ...coins(1, 0.5, 0.25)],
  SAR: [...notes(500, 200, 100, 50, 10, 5), ...coins(2, 1, 0.5, 0.25, 0.1, 0.05)],
};

export function denominationsOf(currency: string): Denomination[] {
  const known = TABLE[currency];
  if (known) return known;
  const smallest = 10 ** -minorUnits(currency);
  return [...notes(100, 50, 20, 10, 5, 1), ...(smallest < 1 ? coins(smallest) : [])];
}

/** Counts are keyed by face value as text ("0.25"), which is how a saved count stores them. */
export type Counts = Record<string, number>;

/** What the counted notes and coins come to, rounded as the currency counts. */
export function countedTotal(counts: Counts, currency: string): number {
  let minor = 0;
  for (const [value, count] of Object.entries(counts))
    if (Number.isInteger(count) && count > 0) minor += toMinor(Number(value), currency) * count;
  return fromMinor(minor, currency);
}

/** Counted against expected: positive when the drawer holds more than it should. */
export const countDifference = (counted: number, expected: number, currency: string) =>
  subtractMoney(counted, expected, currency);
