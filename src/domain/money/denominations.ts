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
 * The notes and coins in circulation that a cashier counts, per currency a clinic of the Middle
 * East, Europe and North Africa meets (central banks' issues as of 2026), largest first. A value
 * is listed once: where a note and a coin of one value circulate together (the dollar, the
 * Bahraini half dinar) the one a drawer mostly holds is kept, since a count is keyed by value.
 * Coins that no longer circulate are left out (LBP's, the Swiss 1 and 2 centimes, Algeria's
 * centimes, the fils below 5); the 500 euro and the 2000 yen notes are legal tender and still
 * handed over. Minor units are ISO 4217's: the dinars of Kuwait, Bahrain, Jordan, Tunisia and
 * Iraq and the Omani rial count thousandths (a quarter dinar is 0.25, five fils 0.005).
 */
const TABLE: Record<string, Denomination[]> = {
  USD: [...notes(100, 50, 20, 10, 5, 2, 1), ...coins(0.5, 0.25, 0.1, 0.05, 0.01)],
  EUR: [...notes(500, 200, 100, 50, 20, 10, 5), ...coins(2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01)],
  GBP: [...notes(50, 20, 10, 5), ...coins(2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01)],
  CHF: [...notes(1000, 200, 100, 50, 20, 10), ...coins(5, 2, 1, 0.5, 0.2, 0.1, 0.05)],
  JPY: [...notes(10_000, 5000, 2000, 1000), ...coins(500, 100, 50, 10, 5, 1)],
  LBP: notes(100_000, 50_000, 20_000, 10_000, 5_000, 1_000),
  SAR: [...notes(500, 200, 100, 50, 10, 5), ...coins(2, 1, 0.5, 0.25, 0.1, 0.05)],
  AED: [...notes(1000, 500, 200, 100, 50, 20, 10, 5), ...coins(1, 0.5, 0.25)],
  QAR: [...notes(500, 200, 100, 50, 10, 5, 1), ...coins(0.5, 0.25)],
  KWD: [...notes(20, 10, 5, 1, 0.5, 0.25), ...coins(0.1, 0.05, 0.02, 0.01, 0.005)],
  BHD: [...notes(20, 10, 5, 1, 0.5), ...coins(0.1, 0.05, 0.025, 0.01, 0.005)],
  OMR: [...notes(50, 20, 10, 5, 1, 0.5, 0.1), ...coins(0.05, 0.025, 0.01, 0.005)],
  JOD: [...notes(50, 20, 10, 5, 1), ...coins(0.5, 0.25, 0.1, 0.05, 0.01)],
  IQD: notes(50_000, 25_000, 10_000, 5000, 1000),
  EGP: [...notes(200, 100, 50, 20, 10, 5), ...coins(1, 0.5, 0.25)],
  MAD: [...notes(200, 100, 50, 20), ...coins(10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05)],
  DZD: [...notes(2000, 1000, 500), ...coins(200, 100, 50, 20, 10, 5)],
  TND: [...notes(50, 20, 10), ...coins(5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01)],
};

/** The currencies whose notes and coins are known; another gets a generic set (below). */
export const DENOMINATION_CURRENCIES: readonly string[] = Object.keys(TABLE);

/** A currency's notes and coins; outside the table, round notes and its smallest minor unit. */
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
