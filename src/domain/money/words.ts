import { minorUnits } from './convert';

/** Whole numbers in words, per language (receipts write the amount in words and figures). */
type Speller = (n: number) => string;

const EN_ONES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const EN_TENS = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const BIG = [1e9, 1e6, 1e3] as const;

function english(n: number): string {
  if (n < 20) return EN_ONES[n]!;
  if (n < 100) return EN_TENS[Math.floor(n / 10)]! + (n % 10 ? `-${EN_ONES[n % 10]}` : '');
  if (n < 1000)
    return `${EN_ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` ${english(n % 100)}` : ''}`;
  const names = ['billion', 'million', 'thousand'];
  const i = BIG.findIndex((b) => n >= b);
  const head = Math.floor(n / BIG[i]!);
  const rest = n % BIG[i]!;
  return `${english(head)} ${names[i]}${rest ? ` ${english(rest)}` : ''}`;
}

const FR_ONES =
  'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf'.split(
    ' ',
  );
const FR_TENS =
  ' dix vingt trente quarante cinquante soixante soixante quatre-vingt quatre-vingt'.split(' ');

function french(n: number): string {
  if (n < 20) return FR_ONES[n]!;
  if (n < 100) {
    const ten = Math.floor(n / 10);
    // 70 and 90 count on from 60 and 80 (soixante-dix, quatre-vingt-dix).
    const unit = ten === 7 || ten === 9 ? (n % 10) + 10 : n % 10;
    const base = FR_TENS[ten]!;
    if (unit === 0) return ten === 8 ? 'quatre-vingts' : base;
    if ((unit === 1 || unit === 11) && ten < 8) return `${base} et ${FR_ONES[unit]}`;
    return `${base}-${FR_ONES[unit]}`;
  }
  if (n < 1000) {
    const h = Math.floor(n / 100);
    const rest = n % 100;
    const head = h === 1 ? 'cent' : `${FR_ONES[h]} cent${rest ? '' : 's'}`;
    return rest ? `${head} ${french(rest)}` : head;
  }
  const i = BIG.findIndex((b) => n >= b);
  const head = Math.floor(n / BIG[i]!);
  const rest = n % BIG[i]!;
  const tail = rest ? ` ${french(rest)}` : '';
  if (i === 2) return `${head === 1 ? 'mille' : `${french(head)} mille`}${tail}`;
  const name = i === 0 ? 'milliard' : 'million';
  return `${french(head)} ${name}${head > 1 ? 's' : ''}${tail}`;
}

const AR_ONES = [
  'صفر',
  'واحد',
  'اثنان',
  'ثلاثة',
  'أربعة',
  'خمسة',
  'ستة',
  'سبعة',
  'ثمانية',
  'تسعة',
  'عشرة',
  'أحد عشر',
  'اثنا عشر',
];
const AR_TENS = [
  '',
  'عشرة',
  'عشرون',
  'ثلاثون',
  'أربعون',
  'خمسون',
  'ستون',
  'سبعون',
  'ثمانون',
  'تسعون',
];
const AR_HUNDREDS = [
  '',
  'مائة',
  'مائتان',
  'ثلاثمائة',
  'أربعمائة',
  'خمسمائة',
  'ستمائة',
  'سبعمائة',
  'ثمانمائة',
  'تسعمائة',
];
/** One, two, three-to-ten and eleven-and-up of each scale (Arabic counts them differently). */
const AR_SCALES = [
  ['مليار', 'ملياران', 'مليارات'],
  ['مليون', 'مليونان', 'ملايين'],
  ['ألف', 'ألفان', 'آلاف'],
] as const;

function arabic(n: number): string {
  if (n <= 12) return AR_ONES[n]!;
  if (n < 20) return `${AR_ONES[n % 10]} عشر`;
  if (n < 100)
    return n % 10 ? `${AR_ONES[n % 10]} و${AR_TENS[Math.floor(n / 10)]}` : AR_TENS[n / 10]!;
  if (n < 1000) {
    const rest = n % 100;
    return AR_HUNDREDS[Math.floor(n / 100)]! + (rest ? ` و${arabic(rest)}` : '');
  }
  const i = BIG.findIndex((b) => n >= b);
  const head = Math.floor(n / BIG[i]!);
  const rest = n % BIG[i]!;
  const [one, two, few] = AR_SCALES[i]!;
  const scale =
    head === 1
      ? one
      : head === 2
        ? two
        : head <= 10
          ? `${arabic(head)} ${few}`
          : `${arabic(head)} ${one}`;
  return scale + (rest ? ` و${arabic(rest)}` : '');
}

const SPELLERS: Record<string, Speller> = { en: english, fr: french, ar: arabic };
const AND: Record<string, string> = { en: 'and', fr: 'et', ar: 'و' };

/**
 * An amount in words in the reader's language, with its currency's name: the whole units in
 * words, the minor units as a fraction ("and 45/100"), as cheques and receipts write them.
 */
export function amountInWords(amount: number, currency: string, lng: string): string {
  const language = SPELLERS[lng] ? lng : 'en';
  const digits = minorUnits(currency);
  const scaled = Math.round(Math.abs(amount) * 10 ** digits);
  const whole = Math.floor(scaled / 10 ** digits);
  const minor = scaled % 10 ** digits;
  let name = currency;
  try {
    name = new Intl.DisplayNames([language], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    // An unknown code is written as it is.
  }
  const words = SPELLERS[language]!(whole);
  const fraction = minor ? ` ${AND[language]} ${minor}/${10 ** digits}` : '';
  return `${words}${fraction} (${name})`;
}
