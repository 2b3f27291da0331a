import { describe, expect, it } from 'vitest';
import { amountInWords } from './words';

describe('amounts in words', () => {
  it('writes English with the minor units as a fraction', () => {
    expect(amountInWords(1234.5, 'USD', 'en')).toBe(
      'one thousand two hundred thirty-four and 50/100 (US Dollar)',
    );
    expect(amountInWords(2_000_015, 'LBP', 'en')).toBe('two million fifteen (Lebanese Pound)');
    expect(amountInWords(1.234, 'KWD', 'en')).toMatch(/^one and 234\/1000 /);
  });

  it('follows French counting (et un, soixante-dix, quatre-vingts, cents, mille)', () => {
    expect(amountInWords(71, 'EUR', 'fr')).toMatch(/^soixante et onze \(/);
    expect(amountInWords(80, 'EUR', 'fr')).toMatch(/^quatre-vingts /);
    expect(amountInWords(99, 'EUR', 'fr')).toMatch(/^quatre-vingt-dix-neuf /);
    expect(amountInWords(200, 'EUR', 'fr')).toMatch(/^deux cents /);
    expect(amountInWords(1021, 'EUR', 'fr')).toMatch(/^mille vingt et un /);
  });

  it('follows Arabic counting (units before tens, dual and plural of thousands)', () => {
    expect(amountInWords(21, 'USD', 'ar')).toMatch(/^واحد وعشرون /);
    expect(amountInWords(2000, 'USD', 'ar')).toMatch(/^ألفان /);
    expect(amountInWords(3500, 'USD', 'ar')).toMatch(/^ثلاثة آلاف وخمسمائة /);
    expect(amountInWords(15, 'USD', 'ar')).toMatch(/^خمسة عشر /);
  });
});
