/**
 * Accession numbers: the short number a sample is known by, read out over the phone and encoded
 * on its label. Digits only, an even count (Code 128 set C packs two digits a bar pattern): the
 * day the sample was registered, YYMMDD in the clinic's own calendar, then its sequence of the
 * day on four digits (six past 9,999): `2612070042`, ten digits, 90 modules of bars.
 *
 * The server is not ours and SPEC §7 gives it no counter, so the app makes the number unique
 * itself, with the calls it has: the results list filtered by `accession` (a column filter, each
 * row checked to bear the number, since a server may match by substring or not at all):
 * - the next sequence is found by probing: 1, 2, 4, 8… until a number is free, then halving back
 *   to the first free one after the taken ones (numbers are handed out in order, so a day of n
 *   samples costs about 2·log2(n) small reads, not a read of the day's results, which a server
 *   without the date-range filter could not give);
 * - once written, the number is read back: if another sample took the same number meanwhile
 *   (two desks registering at the same moment), the sample whose first result id sorts later
 *   gives it up and takes the next one.
 */

/** YYMMDD of a moment, in the reader's (the clinic's) calendar. */
export function accessionDay(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getFullYear() % 100)}${two(at.getMonth() + 1)}${two(at.getDate())}`;
}

/** The day's `sequence`-th number: four digits of sequence, six beyond 9,999 (an even count). */
export const accessionNumber = (day: string, sequence: number) =>
  `${day}${String(sequence).padStart(sequence > 9999 ? 6 : 4, '0')}`;

export const isAccession = (code: string) => /^\d{10}(?:\d{2})?$/.test(code);

/**
 * The first free sequence of `day`, asking `taken` of as few numbers as it can: doubling from 1
 * until one is free, then halving between the last taken and the first free.
 */
export async function firstFreeSequence(
  day: string,
  taken: (number: string) => Promise<boolean>,
): Promise<number> {
  if (!(await taken(accessionNumber(day, 1)))) return 1;
  let [low, high] = [1, 2];
  while (await taken(accessionNumber(day, high))) [low, high] = [high, high * 2];
  // `low` is taken, `high` is free: the first free one after a run of taken ones lies between.
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (await taken(accessionNumber(day, middle))) low = middle;
    else high = middle;
  }
  return high;
}
