import { minorUnits } from '@/api/currency-units';

export { minorUnits };

/**
 * The one rounding rule of the app's money: an amount becomes a whole number of its currency's
 * minor units (ISO 4217, `api/currency-units.ts`), half away from zero, read from the amount's
 * decimal form (1.005 is one dollar and one cent, not 1.00499… as binary floating point holds
 * it). Totals, conversions, previews, receipts and amounts in words all go through `toMinor`,
 * and sums are made in whole minor units, so they agree to the cent. Exact while a figure stays
 * under 2^53 minor units (nine thousand billion at three decimals).
 */

/** A decimal number as an exact fraction `n / d` (d a power of ten, or a product of such). */
export interface Ratio {
  n: bigint;
  d: bigint;
}

/** `value` as written in its shortest decimal form (what was typed or sent), exactly. */
export function ratioOf(value: number): Ratio {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0
    ? { n: digits, d: 10n ** BigInt(scale) }
    : { n: digits * 10n ** BigInt(-scale), d: 1n };
}

/** `n / d` rounded half away from zero to a whole number. */
function roundRatio({ n, d }: Ratio): bigint {
  const negative = n < 0n !== d < 0n;
  const [an, ad] = [n < 0n ? -n : n, d < 0n ? -d : d];
  const q = (an * 2n + ad) / (ad * 2n);
  return negative ? -q : q;
}

/** A fraction in whole minor units of a currency counted with `digits` decimals. */
export const ratioToMinor = (ratio: Ratio, digits: number): number =>
  Number(roundRatio({ n: ratio.n * 10n ** BigInt(digits), d: ratio.d }));

/** `amount` in whole minor units of `code` (USD 1.005 → 101). NaN for a non-finite amount. */
export function toMinor(amount: number, code: string): number {
  if (!Number.isFinite(amount)) return Number.NaN;
  return ratioToMinor(ratioOf(amount), minorUnits(code)) || 0;
}

/** Whole minor units of `code` back as an amount (101 → 1.01). */
export const fromMinor = (minor: number, code: string): number =>
  Number(`${minor}e-${minorUnits(code)}`) || 0;

/** An amount rounded as `code` counts: the one rounding rule, every digit kept. */
export const roundMoney = (amount: number, code: string): number =>
  fromMinor(toMinor(amount, code), code);

/** The whole units and the minor units of a rounded amount, as receipts write them in words. */
export function splitMinor(amount: number, code: string) {
  const digits = minorUnits(code);
  const minor = Math.abs(toMinor(amount, code));
  const scale = 10 ** digits;
  return { whole: Math.floor(minor / scale), minor: minor % scale, scale, negative: amount < 0 };
}
