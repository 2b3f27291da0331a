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
}

export interface Money {
  amount: number;
  currency: string;
}

const units = new Map<string, number>();

/** Digits after the decimal point the currency is counted in (0 for LBP, 2 for USD, 3 for KWD). */
export function minorUnits(code: string): number {
  let digits = units.get(code);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits;
    } catch {
      digits = 2;
    }
    units.set(code, digits ?? 2);
  }
  return digits ?? 2;
}

/** Rounds half away from zero to the currency's minor unit, without binary-fraction drift. */
export function roundMoney(amount: number, code: string): number {
  const factor = 10 ** minorUnits(code);
  const scaled = Math.abs(amount) * factor;
  const rounded = Math.round(Number(scaled.toPrecision(12))) / factor;
  return amount < 0 ? -rounded : rounded;
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
    const rate =
      r.baseCurrency === from && r.targetCurrency === to
        ? r.rate
        : r.baseCurrency === to && r.targetCurrency === from
          ? 1 / r.rate
          : undefined;
    if (rate !== undefined && (!best || r.effectiveDate > best.date))
      best = { rate, date: r.effectiveDate };
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
    if (!best || date > best.date) best = { rate: first.rate * second.rate, date };
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
  if (currency === to) return { status: 'same', amount };
  const applied = findRate(rates, currency, to, at);
  if (!applied) return { status: 'missing' };
  return { status: 'converted', amount: roundMoney(amount * applied.rate, to), ...applied };
}

/** Sums per currency (each rounded as its currency counts), in currency-code order. */
export function totalsByCurrency(
  rows: readonly { amount?: number | null; currency?: string | null }[],
): Money[] {
  const sums = new Map<string, number>();
  for (const row of rows) {
    if (typeof row.amount !== 'number' || !Number.isFinite(row.amount) || !row.currency) continue;
    sums.set(row.currency, (sums.get(row.currency) ?? 0) + row.amount);
  }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount: roundMoney(amount, currency) }));
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
  let amount = 0;
  const missing: string[] = [];
  const parts = totals.map((money) => {
    const conversion = convertMoney(money, base, rates, at);
    if (conversion.status === 'missing') missing.push(money.currency);
    else amount += conversion.amount;
    return { money, conversion };
  });
  return { currency: base, amount: roundMoney(amount, base), parts, missing };
}
