import * as z from 'zod/mini';

/**
 * Field rules shared by request bodies, forms and the demo backend. Messages are i18n keys of the
 * `common` namespace (`validation.*`), translated where they are shown.
 *
 * The app uses `zod/mini` throughout: the same zod, with functions instead of methods, so that
 * bundles carry only the validators they use (the classic API adds ~18 KB gzip to the first page).
 */
export const requiredText = () =>
  z.string({ error: 'validation.required' }).check(z.trim(), z.minLength(1, 'validation.required'));

const PHONE_CHARS = /^\+?[\d\s\-().]+$/;

/** A plausible phone number: digits with optional +, spaces, dashes or brackets; 7 to 15 digits. */
export const phone = () =>
  requiredText().check(
    z.refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return PHONE_CHARS.test(value) && digits >= 7 && digits <= 15;
    }, 'validation.phone'),
  );

/** A password someone types in (never trimmed). */
export const password = () =>
  z.string({ error: 'validation.required' }).check(z.minLength(1, 'validation.required'));

export const newPassword = () =>
  z
    .string({ error: 'validation.required' })
    .check(
      z.minLength(8, 'validation.passwordLength'),
      z.maxLength(128, 'validation.passwordLength'),
    );

/** A form schema whose `confirmField` must repeat `field` (the confirmation never leaves the browser). */
export function withConfirmation<S extends z.ZodMiniObject, K extends string>(
  schema: S,
  field: keyof z.output<S> & string,
  confirmField: K,
) {
  return z.extend(schema, { [confirmField]: z.string() } as Record<K, z.ZodMiniString>).check(
    z.refine(
      (values) =>
        (values as Record<string, unknown>)[field] ===
        (values as Record<string, unknown>)[confirmField],
      {
        path: [confirmField],
        message: 'validation.passwordMismatch',
      },
    ),
  );
}
