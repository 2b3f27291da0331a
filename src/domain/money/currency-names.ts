/**
 * Each currency's name as a cashier writes it in words, in English, French and Arabic: the
 * reviewed table for the currencies a clinic of the Middle East, Europe and North Africa takes.
 * Currencies outside it are named by CLDR (`words.ts`).
 *
 * One string per name, its forms separated by "|":
 * - English and French: singular | plural, and "f" third in French for a feminine noun
 *   ("une livre", "vingt et une livres").
 * - Arabic: the noun and its adjective as counted by 1 (and after 100, 1000…: the genitive
 *   singular) | 2 (the dual) | 3 to 10 (the plural, genitive) | 11 to 99 (the accusative
 *   singular), and "f" fifth for a feminine noun (the numbers then take their other form).
 *
 * Naming choices: English and French give the bare name where no other currency of the table
 * shares it (dollar, euro, yen) and the country's adjective otherwise (dinar, pound, riyal,
 * dirham, franc); Arabic names every currency with its adjective, "دولار أمريكي" included, as
 * cheques written in Lebanon and the Gulf do. The minor unit is ISO 4217's (`currency-units.ts`):
 * a thousandth (fils, millime, baisa) for the dinars of Kuwait, Bahrain, Jordan, Iraq, Tunisia
 * and the Omani rial; none for the yen.
 */
export interface CurrencyNames {
  en: { unit: string; minor?: string };
  fr: { unit: string; minor?: string };
  ar: { unit: string; minor?: string };
}

const names = (en: [string, string?], fr: [string, string?], ar: [string, string?]) => ({
  en: { unit: en[0], minor: en[1] },
  fr: { unit: fr[0], minor: fr[1] },
  ar: { unit: ar[0], minor: ar[1] },
});

const FILS_AR = 'فلس|فلسان|فلوس|فلسًا';
const CENT_AR = 'سنت|سنتان|سنتات|سنتًا';
const CENTIME_AR = 'سنتيم|سنتيمان|سنتيمات|سنتيمًا';
const PIASTRE_AR = 'قرش|قرشان|قروش|قرشًا';

export const CURRENCY_NAMES: Record<string, CurrencyNames> = {
  USD: names(
    ['dollar|dollars', 'cent|cents'],
    ['dollar|dollars', 'cent|cents'],
    ['دولار أمريكي|دولاران أمريكيان|دولارات أمريكية|دولارًا أمريكيًا', CENT_AR],
  ),
  EUR: names(
    ['euro|euros', 'cent|cents'],
    ['euro|euros', 'centime|centimes'],
    ['يورو|يوروان|يوروهات|يورو', CENT_AR],
  ),
  LBP: names(
    ['Lebanese pound|Lebanese pounds', 'piastre|piastres'],
    ['livre libanaise|livres libanaises|f', 'piastre|piastres|f'],
    ['ليرة لبنانية|ليرتان لبنانيتان|ليرات لبنانية|ليرة لبنانية|f', PIASTRE_AR],
  ),
  GBP: names(
    ['pound sterling|pounds sterling', 'penny|pence'],
    ['livre sterling|livres sterling|f', 'penny|pence'],
    ['جنيه إسترليني|جنيهان إسترلينيان|جنيهات إسترلينية|جنيهًا إسترلينيًا', 'بنس|بنسان|بنسات|بنسًا'],
  ),
  CHF: names(
    ['Swiss franc|Swiss francs', 'centime|centimes'],
    ['franc suisse|francs suisses', 'centime|centimes'],
    ['فرنك سويسري|فرنكان سويسريان|فرنكات سويسرية|فرنكًا سويسريًا', CENTIME_AR],
  ),
  SAR: names(
    ['Saudi riyal|Saudi riyals', 'halala|halalas'],
    ['riyal saoudien|riyals saoudiens', 'halala|halalas|f'],
    ['ريال سعودي|ريالان سعوديان|ريالات سعودية|ريالًا سعوديًا', 'هللة|هللتان|هللات|هللة|f'],
  ),
  AED: names(
    ['UAE dirham|UAE dirhams', 'fils|fils'],
    ['dirham des Émirats arabes unis|dirhams des Émirats arabes unis', 'fils|fils'],
    ['درهم إماراتي|درهمان إماراتيان|دراهم إماراتية|درهمًا إماراتيًا', FILS_AR],
  ),
  JOD: names(
    ['Jordanian dinar|Jordanian dinars', 'fils|fils'],
    ['dinar jordanien|dinars jordaniens', 'fils|fils'],
    ['دينار أردني|ديناران أردنيان|دنانير أردنية|دينارًا أردنيًا', FILS_AR],
  ),
  KWD: names(
    ['Kuwaiti dinar|Kuwaiti dinars', 'fils|fils'],
    ['dinar koweïtien|dinars koweïtiens', 'fils|fils'],
    ['دينار كويتي|ديناران كويتيان|دنانير كويتية|دينارًا كويتيًا', FILS_AR],
  ),
  BHD: names(
    ['Bahraini dinar|Bahraini dinars', 'fils|fils'],
    ['dinar bahreïni|dinars bahreïnis', 'fils|fils'],
    ['دينار بحريني|ديناران بحرينيان|دنانير بحرينية|دينارًا بحرينيًا', FILS_AR],
  ),
  IQD: names(
    ['Iraqi dinar|Iraqi dinars', 'fils|fils'],
    ['dinar irakien|dinars irakiens', 'fils|fils'],
    ['دينار عراقي|ديناران عراقيان|دنانير عراقية|دينارًا عراقيًا', FILS_AR],
  ),
  EGP: names(
    ['Egyptian pound|Egyptian pounds', 'piastre|piastres'],
    ['livre égyptienne|livres égyptiennes|f', 'piastre|piastres|f'],
    ['جنيه مصري|جنيهان مصريان|جنيهات مصرية|جنيهًا مصريًا', PIASTRE_AR],
  ),
  MAD: names(
    ['Moroccan dirham|Moroccan dirhams', 'centime|centimes'],
    ['dirham marocain|dirhams marocains', 'centime|centimes'],
    ['درهم مغربي|درهمان مغربيان|دراهم مغربية|درهمًا مغربيًا', CENTIME_AR],
  ),
  DZD: names(
    ['Algerian dinar|Algerian dinars', 'centime|centimes'],
    ['dinar algérien|dinars algériens', 'centime|centimes'],
    ['دينار جزائري|ديناران جزائريان|دنانير جزائرية|دينارًا جزائريًا', CENTIME_AR],
  ),
  TND: names(
    ['Tunisian dinar|Tunisian dinars', 'millime|millimes'],
    ['dinar tunisien|dinars tunisiens', 'millime|millimes'],
    ['دينار تونسي|ديناران تونسيان|دنانير تونسية|دينارًا تونسيًا', 'مليم|مليمان|مليمات|مليمًا'],
  ),
  QAR: names(
    ['Qatari riyal|Qatari riyals', 'dirham|dirhams'],
    ['riyal qatari|riyals qataris', 'dirham|dirhams'],
    ['ريال قطري|ريالان قطريان|ريالات قطرية|ريالًا قطريًا', 'درهم|درهمان|دراهم|درهمًا'],
  ),
  OMR: names(
    ['Omani rial|Omani rials', 'baisa|baisa'],
    ['rial omanais|rials omanais', 'baïsa|baïsas'],
    ['ريال عماني|ريالان عمانيان|ريالات عمانية|ريالًا عمانيًا', 'بيسة|بيستان|بيسات|بيسة|f'],
  ),
  JPY: names(['yen|yen'], ['yen|yens'], ['ين ياباني|ينان يابانيان|ينات يابانية|ينًا يابانيًا']),
};
