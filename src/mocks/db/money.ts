import { BASE_CURRENCY } from './seed/reference';
import { db } from './tables';

/** Rounds an amount as the currency is counted (its `decimals`; cents when unknown). */
export function roundMoney(amount: number, code: string): number {
  const decimals = db.currencies.all().find((c) => c.code === code)?.decimals ?? 2;
  const factor = 10 ** decimals;
  return Math.round(amount * factor) / factor;
}
/** The smallest amount the currency counts (1 for LBP, 0.01 for most). */
export const smallestUnit = (code: string) =>
  10 ** -(db.currencies.all().find((c) => c.code === code)?.decimals ?? 2);

/**
 * Units of `code` per US dollar: the latest exchange rate between the dollar and `code` (either
 * way round), else the currency's own rate, else 1 so that a new currency never breaks a sum.
 */
export function perDollar(code: string): number {
  if (code === BASE_CURRENCY) return 1;
  let latest: { date: string; rate: number } | undefined;
  for (const fx of db.exchangeRates.all()) {
    const rate =
      fx.baseCurrency === BASE_CURRENCY && fx.targetCurrency === code
        ? fx.rate
        : fx.baseCurrency === code && fx.targetCurrency === BASE_CURRENCY
          ? 1 / fx.rate
          : undefined;
    if (rate && (!latest || fx.effectiveDate >= latest.date))
      latest = { date: fx.effectiveDate, rate };
  }
  if (latest) return latest.rate;
  const currency = db.currencies.all().find((c) => c.code === code);
  return currency?.rate && currency.rate > 0 ? currency.rate : 1;
}

/** `amount` of `from` in `to`, through the dollar (unrounded). */
export const convert = (amount: number, from: string, to: string) =>
  from === to ? amount : (amount / perDollar(from)) * perDollar(to);
