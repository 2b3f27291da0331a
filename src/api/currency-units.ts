/**
 * How many digits after the decimal point each currency is counted in: its ISO 4217 minor unit
 * (LBP 2, IQD 3, JPY 0, KWD 3), where a deployment's `config.json` `minorUnits` may set another
 * for a backend that keeps another precision. The one source of a currency's precision for
 * the forms (excess decimals refused: `payment-forms.ts`), the formatting and the money rules
 * (src/domain/money).
 *
 * The table lists only the currencies whose minor unit is not 2, as ISO 4217 publishes them;
 * `currency-units.test.ts` checks it against the `currency-codes` package (ISO's list), so the
 * list screens carry these few bytes and not the whole list.
 */
import { backend } from './backend';

const ISO_NOT_TWO =
  'BHD3 BIF0 CLF4 CLP0 DJF0 GNF0 IQD3 ISK0 JOD3 JPY0 KMF0 KRW0 KWD3 LYD3 OMR3 PYG0 RWF0 TND3 UGX0 UYI0 UYW4 VND0 VUV0 XAF0 XOF0 XPF0';

/** Digits after the decimal point `code` is counted in (2 for a code ISO does not list). */
export function minorUnits(code: string): number {
  const own = backend().minorUnits[code];
  if (own !== undefined) return own;
  const at = ISO_NOT_TWO.indexOf(code);
  return at >= 0 && code.length === 3 ? Number(ISO_NOT_TWO[at + 3]) : 2;
}
