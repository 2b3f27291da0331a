import { CATALOGUE, LAB_LIMITS, LAB_RANGES, STATUS_STEPS } from '../catalogue';
import { address, phoneNumber } from '../names';
import { DAY_MS, iso, isoDate, randomFor, REFERENCE_DATE, seqId } from '../random';
import type {
  CurrencyRecord,
  ExaminationGroupRecord,
  ExaminationStatusRecord,
  ExchangeRateRecord,
  InsuranceRecord,
  MedicalExaminationRecord,
  PaymentMethodRecord,
} from '../records';
import { once } from '../table';
import { seedDocuments } from './documents';

/** Reference data was set up when the clinic opened, two years before the demo's "today". */
export const OPENING = REFERENCE_DATE - 730 * DAY_MS;
const setUp = (n: number) => iso(OPENING + n * 37 * 60_000);

export const CURRENCIES = [
  ['USD', 'US dollar', '$', 2, 1],
  ['EUR', 'Euro', '€', 2, 0.92],
  ['GBP', 'Pound sterling', '£', 2, 0.79],
  ['AED', 'UAE dirham', 'AED', 2, 3.6725],
  // ISO 4217 counts the pound in two decimals (piastres), as the app does (api/currency-units.ts).
  ['LBP', 'Lebanese pound', 'LBP', 2, 89_500],
  ['SAR', 'Saudi riyal', 'SAR', 2, 3.75],
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number][0];
/** The currency balances are reported in. */
export const BASE_CURRENCY = 'USD';

export const seedCurrencies = once((): CurrencyRecord[] =>
  CURRENCIES.map(([code, name, symbol, decimals, rate], i) => ({
    _id: seqId('cur', i + 1, 2),
    code,
    name,
    symbol,
    decimals,
    rate,
    createdAt: setUp(i),
  })),
);

/** A year of monthly rates from the US dollar, drifting towards today's, and a few crosses. */
export const seedExchangeRates = once((): ExchangeRateRecord[] => {
  const random = randomFor('exchangeRates');
  const rows: ExchangeRateRecord[] = [];
  const today = new Date(REFERENCE_DATE);
  for (let m = 11; m >= 0; m--) {
    const month = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - m, 1, 8);
    const crosses =
      m < 3
        ? ([
            ['EUR', 'GBP', 0.79 / 0.92],
            ['EUR', 'AED', 3.6725 / 0.92],
          ] as const)
        : [];
    const pairs = [
      ...CURRENCIES.filter(([code]) => code !== 'USD').map(
        ([code, , , , rate]) => ['USD', code, rate] as const,
      ),
      ...crosses,
    ];
    for (const [base, target, rate] of pairs) {
      const drift = m === 0 ? 1 : 1 + random.float(-0.03, 0.03);
      rows.push({
        _id: seqId('fx', rows.length + 1, 3),
        baseCurrency: base,
        targetCurrency: target,
        rate: Number((rate * drift).toPrecision(6)),
        effectiveDate: isoDate(month),
        createdAt: iso(month),
      });
    }
  }
  return rows;
});

const INSURERS = [
  ['Cedar Mutual Insurance', 'CMI', 80, 'Rania Nassar'],
  ['Levant Health Assurance', 'LHA', 90, 'Karim Saleh'],
  ['Gulf Care Insurance', 'GCI', 100, 'Emily Walker'],
  ['Mutuelle Santé Horizon', 'MSH', 70, 'Camille Girard'],
  ['Atlas Assurances', 'ATL', 75, 'Julien Faure'],
  ['Nile Medical Cover', 'NMC', 60, 'Hassan Awad'],
  ['Phoenix Health', 'PHX', 85, 'Grace Hughes'],
  ['Union Mutualiste', 'UMU', 65, 'Hélène Mercier'],
  ['Crescent Takaful', 'CRT', 80, 'Bilal Hamdan'],
  ['Meridian Health Partners', 'MHP', 90, 'Oliver Clarke'],
  ['Sahel Assurance', 'SAH', 50, 'Nadia Jaber'],
  ['Northbridge Medical', 'NBM', 100, 'Thomas Evans'],
] as const;

export const seedInsurance = once((): InsuranceRecord[] => {
  const random = randomFor('insurance');
  return INSURERS.map(([name, code, coveragePercent, contactName], i) => {
    const _id = seqId('ins', i + 1, 2);
    return {
      _id,
      name,
      code,
      phone: phoneNumber(random),
      email: `claims@${code.toLowerCase()}-insurance.example`,
      contactName,
      coveragePercent,
      address: address(random),
      createdAt: setUp(10 + i),
      documents: seedDocuments(random, _id, OPENING, 3),
    };
  });
});

export const seedExaminationStatuses = once((): ExaminationStatusRecord[] => {
  const random = randomFor('examinationStatuses');
  return STATUS_STEPS.map(([name, color, description, labStage], i) => {
    const _id = seqId('est', i + 1, 2);
    return {
      _id,
      name,
      color,
      order: (i + 1) * 10,
      isFinal: i >= 5,
      description,
      labStage,
      createdAt: setUp(30 + i),
      documents: seedDocuments(random, _id, OPENING, 4),
    };
  });
});
/** Status ids by name, for the results seed. */
export const statusId = (name: (typeof STATUS_STEPS)[number][0]) =>
  seqId('est', STATUS_STEPS.findIndex(([n]) => n === name) + 1, 2);

export const seedMedicalExaminations = once((): MedicalExaminationRecord[] => {
  const rows: MedicalExaminationRecord[] = [];
  CATALOGUE.forEach((group, g) => {
    for (const [code, name, unit, referenceRange, price, turnaroundHours, sample] of group.exams) {
      rows.push({
        _id: seqId('exm', rows.length + 1, 3),
        code,
        name,
        sampleType: sample ?? group.sample,
        ...(unit && { unit }),
        referenceRange,
        price,
        currency: BASE_CURRENCY,
        turnaroundHours,
        groupId: seqId('grp', g + 1, 2),
        ...LAB_LIMITS[code],
        ...(LAB_RANGES[code] && { ranges: LAB_RANGES[code] }),
        createdAt: setUp(50 + rows.length),
      });
    }
  });
  return rows;
});

export const seedExaminationGroups = once((): ExaminationGroupRecord[] => {
  const random = randomFor('examinationGroups');
  const exams = seedMedicalExaminations();
  return CATALOGUE.map((group, g) => {
    const _id = seqId('grp', g + 1, 2);
    return {
      _id,
      name: group.name,
      code: group.code,
      description: group.description,
      examinationIds: exams.filter((e) => e.groupId === _id).map((e) => e._id),
      createdAt: setUp(40 + g),
      documents: seedDocuments(random, _id, OPENING, 3),
    };
  });
});

export const PAYMENT_METHODS = [
  ['cash', 'Cash'],
  ['card', 'Credit or debit card'],
  ['bank-transfer', 'Bank transfer'],
  ['cheque', 'Cheque'],
  ['insurance', 'Insurance claim'],
  ['mobile-wallet', 'Mobile wallet'],
] as const;

export const seedPaymentMethods = once((): PaymentMethodRecord[] =>
  PAYMENT_METHODS.map(([code, name], i) => ({
    _id: seqId('pm', i + 1, 2),
    code,
    name,
    createdAt: setUp(140 + i),
  })),
);
