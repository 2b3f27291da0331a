import { toCardinal as n2wordsArabic } from 'n2words/ar-SA';
import { describe, expect, it } from 'vitest';
import { amountInWords } from './words';

/** Figures and how each language writes them (whole units of a currency without decimals). */
const TABLE: Record<'en' | 'fr' | 'ar', [number, string][]> = {
  en: [
    [21, 'twenty-one'],
    [11_000, 'eleven thousand'],
    [80_000, 'eighty thousand'],
    [200_000, 'two hundred thousand'],
    [1_000_000, 'one million'],
    [2_000_015, 'two million fifteen'],
  ],
  fr: [
    [71, 'soixante et onze'],
    [80, 'quatre-vingts'],
    [99, 'quatre-vingt-dix-neuf'],
    [200, 'deux cents'],
    [1021, 'mille vingt et un'],
    [11_000, 'onze mille'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [1_000_000, 'un million'],
    [2_000_000, 'deux millions'],
    [280_080, 'deux cent quatre-vingt mille quatre-vingts'],
  ],
  ar: [
    [15, 'خمسة عشر'],
    [21, 'واحد وعشرون'],
    [2000, 'ألفان'],
    [3500, 'ثلاثة آلاف وخمسمائة'],
    [11_000, 'أحد عشر ألفًا'],
    [12_000, 'اثنا عشر ألفًا'],
    [13_500, 'ثلاثة عشر ألفًا وخمسمائة'],
    [80_000, 'ثمانون ألفًا'],
    [99_000, 'تسعة وتسعون ألفًا'],
    [100_000, 'مائة ألف'],
    [101_000, 'مائة ألف وألف'],
    [103_000, 'مائة وثلاثة آلاف'],
    [111_000, 'مائة وأحد عشر ألفًا'],
    [200_000, 'مئتا ألف'],
    [250_000, 'مئتان وخمسون ألفًا'],
    [1_000_000, 'مليون'],
    [2_500_000, 'مليونان وخمسمائة ألف'],
    [11_000_000, 'أحد عشر مليونًا'],
  ],
};

describe('amounts in words against a table of known figures', () => {
  for (const [lng, rows] of Object.entries(TABLE))
    it.each(rows)(`${lng}: %d`, (figure, words) => {
      expect(amountInWords(figure, 'JPY', lng)).toBe(`${words} (${currencyName(lng)})`);
    });
});

const currencyName = (lng: string) => new Intl.DisplayNames([lng], { type: 'currency' }).of('JPY');

describe('amounts in words with their minor units', () => {
  it('writes the minor units as a fraction of the currency’s own unit (ISO 4217)', () => {
    expect(amountInWords(1234.5, 'USD', 'en')).toBe(
      'one thousand two hundred thirty-four and 50/100 (US Dollar)',
    );
    expect(amountInWords(1.234, 'KWD', 'en')).toMatch(/^one and 234\/1000 /);
    expect(amountInWords(1.234, 'IQD', 'fr')).toMatch(/^un et 234\/1000 /);
    expect(amountInWords(80_000.05, 'LBP', 'ar')).toMatch(/^ثمانون ألفًا و 5\/100 /);
  });

  it('rounds as the figures do: $1.005 is one and 1/100 in words as in figures', () => {
    expect(amountInWords(1.005, 'USD', 'en')).toMatch(/^one and 1\/100 /);
    expect(amountInWords(0.999, 'USD', 'en')).toMatch(/^one \(/);
  });
});

describe('n2words 4.0.0 in Arabic (why the scale words are ours)', () => {
  it('still writes the figures below as we found them: an upgrade that fixes them shows here', () => {
    expect(n2wordsArabic(11_000)).toBe('أحد عشر ألف');
    expect(n2wordsArabic(200_000)).toBe('مئتان ألف');
    expect(n2wordsArabic(103_000)).toBe('مائة وثلاثة ألف');
  });
});
