import { toCardinal as arabicCardinal } from 'n2words/ar-SA';
import { toCardinal as englishCardinal } from 'n2words/en-US';
import { toCardinal as frenchCardinal } from 'n2words/fr-FR';
import { splitMinor } from './round';

/**
 * Amounts in words, as receipts write them beside the figures. A module of its own, apart from
 * `@/domain/money`, because it carries the number-spelling library (n2words): the receipt and
 * the printed statement load it, the list screens never do.
 *
 * English and French are n2words' as they are. Arabic takes n2words' words for each group of
 * three digits but puts the scale words (ألف, مليون, مليار) itself: n2words 4.0.0 leaves the
 * counted thousand in the nominative at the end of a number (11,000 "أحد عشر ألف" where it is
 * "أحد عشر ألفًا"), keeps the nūn of 200 before a scale ("مئتان ألف" for "مئتا ألف") and
 * writes 101,000 to 110,000 wrongly ("مائة وألف ألف", "مائة وثلاثة ألف"). `words.test.ts`
 * records those outputs of the library, so an upgrade that fixes them says so.
 */
type Speller = (n: number) => string;

const SCALES = [
  // singular, dual, plural (3 to 10), accusative singular (11 to 99)
  ['ألف', 'ألفان', 'آلاف', 'ألفًا'],
  ['مليون', 'مليونان', 'ملايين', 'مليونًا'],
  ['مليار', 'ملياران', 'مليارات', 'مليارًا'],
  ['تريليون', 'تريليونان', 'تريليونات', 'تريليونًا'],
] as const;

/** `count` (1 to 999) of a scale, the noun agreeing with the number's last part. */
function arabicGroup(count: number, level: number): string {
  const words = (n: number) => arabicCardinal(n);
  if (level === 0) return words(count);
  const [one, two, few, many] = SCALES[level - 1]!;
  const counted = (n: number) =>
    n === 1 ? one : n === 2 ? two : n <= 10 ? `${words(n)} ${few}` : `${words(n)} ${many}`;
  if (count < 100) return counted(count);
  const hundreds = Math.floor(count / 100) * 100;
  const rest = count % 100;
  // A hundred counts its noun in the genitive singular; 200 drops its nūn before it (مئتا).
  const head = hundreds === 200 ? 'مئتا' : words(hundreds);
  if (rest === 0) return `${head} ${one}`;
  // 101,000 and 102,000: "a hundred thousand and a thousand (two thousand)".
  if (rest <= 2) return `${head} ${one} و${counted(rest)}`;
  return `${words(hundreds)} و${counted(rest)}`;
}

function arabic(n: number): string {
  if (n === 0) return arabicCardinal(0);
  const groups: string[] = [];
  for (let level = 0, rest = n; rest > 0; level++, rest = Math.floor(rest / 1000)) {
    const count = rest % 1000;
    if (count) groups.unshift(arabicGroup(count, level));
  }
  return groups.join(' و');
}

const SPELLERS: Record<string, Speller> = {
  en: (n) => englishCardinal(n),
  fr: (n) => frenchCardinal(n),
  ar: arabic,
};
const AND: Record<string, string> = { en: 'and', fr: 'et', ar: 'و' };
const MINUS: Record<string, string> = { en: 'minus', fr: 'moins', ar: 'سالب' };

/**
 * An amount in words in the reader's language, with its currency's name: the whole units in
 * words, the minor units as a fraction ("and 45/100"), as cheques and receipts write them.
 * Rounded by the one rule the figures use (`toMinor`), so words and figures always agree.
 */
export function amountInWords(amount: number, currency: string, lng: string): string {
  const language = SPELLERS[lng] ? lng : 'en';
  const { whole, minor, scale, negative } = splitMinor(amount, currency);
  let name = currency;
  try {
    name = new Intl.DisplayNames([language], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    // An unknown code is written as it is.
  }
  const sign = negative && (whole || minor) ? `${MINUS[language]} ` : '';
  const words = SPELLERS[language]!(whole);
  const fraction = minor ? ` ${AND[language]} ${minor}/${scale}` : '';
  return `${sign}${words}${fraction} (${name})`;
}
