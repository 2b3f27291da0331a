import { toCardinal as englishCardinal } from 'n2words/en-US';
import { toCardinal as frenchCardinal } from 'n2words/fr-FR';
import { CURRENCY_NAMES } from './currency-names';
import { minorUnits, splitMinor } from './round';
import { arabicCount, arabicNoun, arabicNumber } from './words-ar';

/**
 * Amounts in words as a cashier writes them on a cheque or a receipt, in the reader's language:
 * "one thousand two hundred thirty-four dollars and fifty-six cents", "mille deux cent
 * trente-quatre euros et cinquante-six centimes", "فقط ألف ومئتان وأربعة وثلاثون دولارًا
 * أمريكيًا وستة وخمسون سنتًا لا غير". A module of its own, apart from `@/domain/money`, because it
 * carries the number-spelling library (n2words): receipts and printed sheets load it, the list
 * screens never do.
 *
 * The number words are n2words' (English without "and" inside a number, "one hundred one"; French
 * in its traditional spelling: quatre-vingts, deux cents, mille, un million); Arabic takes them
 * per group of three digits (`words-ar.ts`). Ours: the currency's name and its minor unit in the
 * right number (`currency-names.ts`, CLDR for a currency outside it, whose minor units are then
 * written as a fraction, "and 250/1000"), French feminine "une" and "de" after a round million,
 * and the Arabic agreement and frame. Rounded by the one rule the figures use (`splitMinor`), so
 * words and figures always agree.
 */
type Lang = 'en' | 'fr' | 'ar';
interface Phrase {
  /** `n` with its noun; undefined where the currency has no name for it. */
  count: (n: number) => string;
  minor?: (n: number) => string;
}

const JOIN: Record<Lang, string> = { en: ' and ', fr: ' et ', ar: ' و' };
const MINUS: Record<Lang, string> = { en: 'minus ', fr: 'moins ', ar: 'سالب ' };
/** Currencies whose named minor unit is a thousandth (ISO 4217); JPY has none. */
const THOUSANDTHS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'OMR', 'TND']);
const isoDigits = (code: string) => (code === 'JPY' ? 0 : THOUSANDTHS.has(code) ? 3 : 2);

function english(forms: string) {
  const [one = '', other = one] = forms.split('|');
  return (n: number) => `${englishCardinal(n)} ${n === 1 ? one : other}`;
}

function french(forms: string) {
  const [one = '', other = one, gender] = forms.split('|');
  return (n: number) => {
    let words = frenchCardinal(n);
    if (gender === 'f') words = words.replace(/(^|[ -])un$/u, '$1une');
    // "un million de dollars", "deux milliards d'euros": a round million is a noun.
    const noun = n < 2 ? one : other;
    if (n >= 1e6 && n % 1e6 === 0)
      return `${words} ${/^[aeiouyéh]/iu.test(noun) ? `d’${noun}` : `de ${noun}`}`;
    return `${words} ${noun}`;
  };
}

/** The currency's name from CLDR, in the plural form the number takes. */
function cldr(lang: Lang, code: string) {
  return (n: number) => {
    let name = code;
    try {
      const parts = new Intl.NumberFormat(lang, {
        style: 'currency',
        currency: code,
        currencyDisplay: 'name',
        // A whole number: "1.000 Libyan dinars" would take the plural.
        maximumFractionDigits: 0,
      }).formatToParts(n);
      name = parts.find((p) => p.type === 'currency')?.value ?? code;
    } catch {
      // A code CLDR does not know is written as it is.
    }
    if (lang === 'ar') return `${arabicNumber(n)} (${name})`;
    return `${lang === 'en' ? englishCardinal(n) : frenchCardinal(n)} ${name}`;
  };
}

function phrase(lang: Lang, code: string): Phrase {
  const known = CURRENCY_NAMES[code]?.[lang];
  if (!known) return { count: cldr(lang, code) };
  const make = lang === 'en' ? english : lang === 'fr' ? french : undefined;
  const spell = (forms: string) =>
    make ? make(forms) : (n: number) => arabicCount(n, arabicNoun(forms));
  return {
    count: spell(known.unit),
    minor: known.minor && minorUnits(code) === isoDigits(code) ? spell(known.minor) : undefined,
  };
}

/** `amount` of `currency` in words in `lng` (en, fr or ar, any region of them; another language
 * is written in en). */
export function amountInWords(amount: number, currency: string, lng: string): string {
  const base = lng.slice(0, 2).toLowerCase();
  const lang: Lang = base === 'fr' || base === 'ar' ? base : 'en';
  const { whole, minor, scale, negative } = splitMinor(amount, currency);
  const { count, minor: minorCount } = phrase(lang, currency);
  const parts: string[] = [];
  if (whole || !minor || !minorCount) parts.push(count(whole));
  if (minor) parts.push(minorCount ? minorCount(minor) : `${minor}/${scale}`);
  const sign = negative && (whole || minor) ? MINUS[lang] : '';
  const words = sign + parts.join(JOIN[lang]);
  return lang === 'ar' ? `فقط ${words} لا غير` : words;
}
