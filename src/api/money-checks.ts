import * as z from 'zod/mini';
import { minorUnits } from './currency-units';

/*
 * Amounts in their currency's minor units, for the forms that send them (the billing forms,
 * a drawer's float): apart from the formatting's `currency-units.ts`, which every screen loads.
 */

/** Digits after the decimal point `amount` is written with (its shortest decimal form). */
export function decimalsOf(amount: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(amount)).split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
}

/** Whether `amount` is a whole number of `code`'s minor units (no excess decimals). */
export const fitsMinorUnits = (amount: number, code: string) =>
  decimalsOf(amount) <= minorUnits(code);

/**
 * Whether `amount` counted in `code`'s minor units is still a whole number JavaScript holds
 * exactly (at most Number.MAX_SAFE_INTEGER): above it, 9007199254740993 cents are sent as
 * …992, and a ledger's sums drift.
 */
export const isExactInMinorUnits = (amount: number, code: string) =>
  Math.abs(amount) * 10 ** minorUnits(code) <= Number.MAX_SAFE_INTEGER;

/**
 * An amount in whole minor units of the body's `currency` (ISO 4217, or config.json's): more
 * decimals are refused on the field with how many the currency takes
 * (`validation.decimals0` … `validation.decimals4`), never rounded away; so is an amount too
 * large to be counted exactly in those units (`validation.tooLarge`).
 */
export const inMinorUnits = (field: string) =>
  z.refine<Record<string, unknown>>(
    (body) =>
      typeof body[field] !== 'number' ||
      typeof body.currency !== 'string' ||
      (fitsMinorUnits(body[field], body.currency) &&
        isExactInMinorUnits(body[field], body.currency)),
    {
      // Said as soon as it is typed, not only once the rest of the form is valid.
      when: () => true,
      path: [field],
      error: (issue) => {
        const { currency, [field]: amount } = issue.input as Record<string, unknown>;
        return typeof amount === 'number' && !isExactInMinorUnits(amount, String(currency))
          ? 'validation.tooLarge'
          : `validation.decimals${minorUnits(String(currency))}`;
      },
    },
  );
