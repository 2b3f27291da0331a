/**
 * The check of the results' `flag` filter rows (a server caught ignoring it): the value against
 * the result's own range, read by the one reading of lab values (`domain/lab-values.ts`), which
 * `domain/lab-flags.ts` puts here when it loads, with the first screen that shows a flag (the
 * lists that offer the filter show flags). Until then a row cannot tell (undefined), and the
 * lists that show no flag do not carry the reader. A module with no imports of its own, so it is
 * defined before either side reads it, whatever order a bundle evaluates the two in.
 */
export const flagFilterCheck: {
  current?: (row: Record<string, unknown>, wanted: string) => boolean | undefined;
} = {};
