import {
  fromMinor,
  minorUnits,
  ratioOf,
  ratioToMinor,
  roundMoney,
  toMinor,
  type Ratio,
} from './round';

/**
 * Money arithmetic the screens share: an amount's minor units, rounding as the currency counts,
 * totals per currency, and conversion with the exchange rate (and its date) that was applied.
 * Rates are the API's exchange-rate records: 1 `baseCurrency` = `rate` `targetCurrency` from
 * `effectiveDate`. A conversion without a known rate is reported as missing, never made at 1.
 */
export interface RateRecord {
  baseCurrency?: string;
  targetCurrency?: string;
  rate?: number;
  effectiveDate?: string;
}

/** Units of `to` for one unit of `from`, and the date of the rate used (the older leg's when
 * the conversion goes through a third currency). */
export interface AppliedRate {
  rate: number;
  date: string;
  /** The same rate as an exact fraction of the rates' decimal figures (conversion uses it). */
  exact: Ratio;
}

export interface Money {
  amount: number;
  currency: string;
}

const isUsable = (r: RateRecord, at: string | undefined): r is Required<RateRecord> =>
  !!r.baseCurrency &&
  !!r.targetCurrency &&
  typeof r.rate === 'number' &&
  r.rate > 0 &&
  !!r.effectiveDate &&
  (!at || r.effectiveDate.slice(0, 10) <= at.slice(0, 10));

/** The latest rate between two currencies in either direction, in force on `at` (default: now). */
function direct(rates: readonly RateRecord[], from: string, to: string, at?: string) {
  let best: AppliedRate | undefined;
  for (const r of rates) {
    if (!isUsable(r, at)) continue;
    const forward = r.baseCurrency === from && r.targetCurrency === to;
    const backward = r.baseCurrency === to && r.targetCurrency === from;
    if (!(forward || backward) || (best && r.effectiveDate <= best.date)) continue;
    const { n, d } = ratioOf(r.rate);
    best = forward
      ? { rate: r.rate, date: r.effectiveDate, exact: { n, d } }
      : { rate: 1 / r.rate, date: r.effectiveDate, exact: { n: d, d: n } };
  }
  return best;
}

/**
 * The rate from `from` to `to` in force on `at`: a direct rate (either way round) when there is
 * one, else through the one third currency whose two rates are the most recent.
 */
export function findRate(
  rates: readonly RateRecord[],
  from: string,
  to: string,
  at?: string,
): AppliedRate | undefined {
  if (from === to) return undefined;
  const found = direct(rates, from, to, at);
  if (found) return found;
  const pivots = new Set<string>();
  for (const r of rates) {
    if (r.baseCurrency) pivots.add(r.baseCurrency);
    if (r.targetCurrency) pivots.add(r.targetCurrency);
  }
  let best: AppliedRate | undefined;
  for (const pivot of pivots) {
    if (pivot === from || pivot === to) continue;
    const first = direct(rates, from, pivot, at);
    const second = first && direct(rates, pivot, to, at);
    if (!first || !second) continue;
    const date = first.date < second.date ? first.date : second.date;
    const exact = { n: first.exact.n * second.exact.n, d: first.exact.d * second.exact.d };
    if (!best || date > best.date) best = { rate: first.rate * second.rate, date, exact };
  }
  return best;
}

export type Conversion =
  | { status: 'same'; amount: number }
  | { status: 'converted'; amount: number; rate: number; date: string }
  | { status: 'missing' };

/** `amount` of `from` in `to`, rounded as `to` counts, with the rate and its date. */
export function convertMoney(
  { amount, currency }: Money,
  to: string,
  rates: readonly RateRecord[],
  at?: string,
): Conversion {
  if (currency === to) return { status: 'same', amount: roundMoney(amount, to) };
  const applied = findRate(rates, currency, to, at);
  if (!applied) return { status: 'missing' };
  const { n, d } = ratioOf(amount);
  const exact = { n: n * applied.exact.n, d: d * applied.exact.d };
  return {
    status: 'converted',
    amount: fromMinor(ratioToMinor(exact, minorUnits(to)), to),
    rate: applied.rate,
    date: applied.date,
  };
}

/** Sums per currency (each rounded as its currency counts), in currency-code order. */
export function totalsByCurrency(
  rows: readonly { amount?: number | null; currency?: string | null }[],
): Money[] {
  const sums = new Map<string, number>();
  for (const row of rows) {
    if (typeof row.amount !== 'number' || !Number.isFinite(row.amount) || !row.currency) continue;
    sums.set(row.currency, (sums.get(row.currency) ?? 0) + toMinor(row.amount, row.currency));
  }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, minor]) => ({ currency, amount: fromMinor(minor, currency) }));
}

export interface BaseTotal {
  currency: string;
  /** The sum of every part that could be converted. */
  amount: number;
  parts: { money: Money; conversion: Conversion }[];
  /** Currencies without a rate to the base: left out of `amount`, and said so. */
  missing: string[];
}

/** Totals in several currencies as one amount in `base`, each part with the rate it used. */
export function totalInBase(
  totals: readonly Money[],
  base: string,
  rates: readonly RateRecord[],
  at?: string,
): BaseTotal {
  let minor = 0;
  const missing: string[] = [];
  const parts = totals.map((money) => {
    const conversion = convertMoney(money, base, rates, at);
    if (conversion.status === 'missing') missing.push(money.currency);
    else minor += toMinor(conversion.amount, base);
    return { money, conversion };
  });
  return { currency: base, amount: fromMinor(minor, base), parts, missing };
}
