import { toCardinal } from 'n2words/ar-SA';

/**
 * Arabic numbers and the nouns they count, as a cheque writes them.
 *
 * The number words of each group of three digits are n2words'; the scale words (ألف, مليون…)
 * are put here, because n2words 4.0.0 is wrong there: 11,000 "أحد عشر ألف" (it is "أحد عشر
 * ألفًا"), 200,000 "مئتان ألف" ("مئتا ألف"), 103,000 "مائة وثلاثة ألف" ("مائة وثلاثة آلاف"),
 * 101,000 "مائة وألف ألف". `words.test.ts` records those outputs of the library, so an upgrade
 * that fixes them says so.
 *
 * The counted noun agrees with the last part of the number (the rule of التمييز):
 * 1 the noun then "واحد" as its adjective; 2 the dual alone; 3 to 10 the plural in the
 * genitive, the number of the other gender than the noun's singular; 11 to 99 the singular in
 * the accusative (دولارًا); 100, 1000 and every number ending in 00 the singular in the genitive,
 * the number before it in construct (مئتا دولار, أحد عشر ألف دولار). A number above 100 ending
 * in 01 or 02 counts the noun after its round part and adds the one or two nouns:
 * "مائة دولار ودولار واحد", as "مائة ألف وألف" counts thousands.
 */
export interface ArabicNoun {
  one: string;
  two: string;
  few: string;
  many: string;
  feminine: boolean;
}

export function arabicNoun(forms: string): ArabicNoun {
  const [one = '', two = one, few = one, many = one, gender] = forms.split('|');
  return { one, two, few, many, feminine: gender === 'f' };
}

const SCALES = [
  // singular, dual, plural (3 to 10), accusative singular (11 to 99)
  ['ألف', 'ألفان', 'آلاف', 'ألفًا'],
  ['مليون', 'مليونان', 'ملايين', 'مليونًا'],
  ['مليار', 'ملياران', 'مليارات', 'مليارًا'],
  ['تريليون', 'تريليونان', 'تريليونات', 'تريليونًا'],
  // Up to 2^53 yen: past it an amount is no longer exact (round.ts).
  ['كوادريليون', 'كوادريليونان', 'كوادريليونات', 'كوادريليونًا'],
] as const;

type Gender = 'masculine' | 'feminine';

/** `count` (1 to 999) of a scale, the scale's noun agreeing with the count's last part. */
function group(count: number, level: number, gender: Gender): string {
  if (level === 0) return units(count, gender);
  const words = (n: number) => toCardinal(n);
  const [one, two, few, many] = SCALES[level - 1]!;
  const counted = (n: number) =>
    n === 1 ? one : n === 2 ? two : n <= 10 ? `${words(n)} ${few}` : `${words(n)} ${many}`;
  if (count < 100) return counted(count);
  const hundreds = Math.floor(count / 100) * 100;
  const rest = count % 100;
  // A hundred counts its noun in the genitive singular; 200 drops its nūn before it (مئتا).
  const head = hundreds === 200 ? 'مئتا' : words(hundreds);
  if (rest === 0) return `${head} ${one}`;
  if (rest <= 2) return `${head} ${one} و${counted(rest)}`;
  return `${words(hundreds)} و${counted(rest)}`;
}

/** 1 to 999 for a noun of `gender`: n2words', with "إحدى وعشرون" for its "واحدة وعشرون". */
function units(n: number, gender: Gender): string {
  const words = toCardinal(n, { gender });
  return gender === 'feminine' ? words.replace(/(^|و)واحدة و/u, '$1إحدى و') : words;
}

/** A whole number in words, its last group in the form that counts a noun of `gender`. */
export function arabicNumber(n: number, gender: Gender = 'masculine'): string {
  if (n === 0) return toCardinal(0);
  const groups: string[] = [];
  for (let level = 0, rest = n; rest > 0; level++, rest = Math.floor(rest / 1000)) {
    const count = rest % 1000;
    if (count) groups.unshift(group(count, level, gender));
  }
  return groups.join(' و');
}

/** The number's last word as it stands before a genitive noun: a dual drops its nūn (مئتا،
 * ألفا), an accusative thousand its tanwīn (أحد عشر ألفَ). */
const construct = (words: string) =>
  words.replace(/(مئت|ألف|مليون|مليار|تريليون|كوادريليون)ان$/u, '$1ا').replace(/ًا$/u, '');

/** `n` of `noun`, the noun agreeing with the number. */
export function arabicCount(n: number, noun: ArabicNoun): string {
  const gender: Gender = noun.feminine ? 'feminine' : 'masculine';
  if (n === 0) return `${toCardinal(0)} ${noun.one}`;
  if (n === 1) return `${noun.one} ${noun.feminine ? 'واحدة' : 'واحد'}`;
  if (n === 2) return noun.two;
  const last = n % 100;
  if (n > 100 && (last === 1 || last === 2))
    return `${construct(arabicNumber(n - last, gender))} ${noun.one} و${arabicCount(last, noun)}`;
  let words = arabicNumber(n, gender);
  if (last === 0) return `${construct(words)} ${noun.one}`;
  // Eight before a feminine plural is ثماني (ثماني ليرات), n2words writes ثمان.
  if (last === 8 && noun.feminine) words = words.replace(/ثمان$/u, 'ثماني');
  return `${words} ${last <= 10 ? noun.few : noun.many}`;
}
