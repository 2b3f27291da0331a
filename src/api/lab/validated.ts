/**
 * Whether a result is validated now: validated (`validatedAt`) and not un-validated since. Such
 * a result is read-only until it is un-validated; the check needs nothing but the result.
 */
export const stillValidated = (result: {
  validatedAt?: string | undefined;
  unvalidatedAt?: string | undefined;
}) =>
  !!result.validatedAt &&
  (!result.unvalidatedAt || Date.parse(result.validatedAt) > Date.parse(result.unvalidatedAt));
