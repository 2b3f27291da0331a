import type { PAYMENT_STATUSES } from '@/api/resources/payments';
import { DAY_MS, iso, randomFor, REFERENCE_DATE, seqId } from '../random';
import type { PaymentRecord } from '../records';
import { once } from '../table';
import { seedDocuments } from './documents';
import { seedCustomers } from './people';
import { CURRENCIES, type CurrencyCode } from './reference';
import { seedPackages } from './setup';

export const PAYMENT_COUNT = 5000;
type Status = (typeof PAYMENT_STATUSES)[number];

/** Rounds an amount as the currency is counted (whole pounds for LBP, cents otherwise). */
export function roundMoney(amount: number, currency: string): number {
  const decimals = CURRENCIES.find(([code]) => code === currency)?.[3] ?? 2;
  const factor = 10 ** decimals;
  return Math.round(amount * factor) / factor;
}

interface Draft {
  record: Omit<PaymentRecord, '_id' | 'referenceTransactionId'>;
  reference?: Draft;
  id?: string;
}

/**
 * Payment transactions over two years in six currencies: bills owed by patients (part of them
 * billed to their insurer), and, for bills paid in part, the settlement transaction that
 * references the bill. Oldest first.
 */
export const seedPayments = once((): PaymentRecord[] => {
  const random = randomFor('payments');
  const customers = seedCustomers();
  const packages = seedPackages();
  const drafts: Draft[] = [];
  while (drafts.length < PAYMENT_COUNT) {
    const created = random.dateAround(-730, 0);
    const customer = random.pick(customers);
    const currency = random.weighted<CurrencyCode>([
      ['USD', 40],
      ['LBP', 20],
      ['EUR', 14],
      ['AED', 12],
      ['GBP', 8],
      ['SAR', 6],
    ]);
    const rate = CURRENCIES.find(([code]) => code === currency)![4];
    const insured = !!customer.insuranceId && random.chance(0.7);
    const recent = REFERENCE_DATE - created < 45 * DAY_MS;
    let status = random.weighted<Status>(
      recent
        ? [
            ['paid', 45],
            ['pending', 35],
            ['partial', 15],
            ['refunded', 2],
            ['cancelled', 3],
          ]
        : [
            ['paid', 76],
            ['pending', 6],
            ['partial', 6],
            ['refunded', 4],
            ['cancelled', 8],
          ],
    );
    if (status === 'partial' && drafts.length + 2 > PAYMENT_COUNT) status = 'pending';
    const description = random.weighted([
      ['Laboratory tests', 50],
      ['Consultation', 25],
      [`Package: ${random.pick(packages).name}`, 15],
      ['Home sampling', 5],
      ['Imaging', 5],
    ] as const);
    const amount = roundMoney(random.int(4, 80) * 5 * rate, currency);
    const paidAmount =
      status === 'paid' || status === 'refunded'
        ? amount
        : status === 'partial'
          ? roundMoney(amount * random.float(0.2, 0.8), currency)
          : 0;
    const bill: Draft = {
      record: {
        customerId: customer._id,
        ...(insured && { insuranceCompanyId: customer.insuranceId }),
        amount,
        paidAmount,
        currency,
        method:
          insured && random.chance(0.7)
            ? 'insurance'
            : random.weighted([
                ['cash', 45],
                ['card', 35],
                ['bank-transfer', 8],
                ['cheque', 4],
                ['mobile-wallet', 8],
              ] as const),
        status,
        description,
        createdAt: iso(created),
        documents: [],
      },
    };
    drafts.push(bill);
    if (status === 'partial') {
      const later = created + random.int(0, 5) * DAY_MS + random.int(1, 120) * 60_000;
      const paidAt = Math.max(created + 60_000, Math.min(later, REFERENCE_DATE));
      drafts.push({
        reference: bill,
        record: {
          customerId: customer._id,
          ...(bill.record.insuranceCompanyId && {
            insuranceCompanyId: bill.record.insuranceCompanyId,
          }),
          amount: paidAmount,
          paidAmount,
          currency,
          method: random.pick(['cash', 'card'] as const),
          status: 'paid',
          description: 'Partial payment',
          createdAt: iso(paidAt),
          documents: [],
        },
      });
    }
  }
  // Ids follow creation order, so settlements are numbered after the bills they settle.
  drafts.sort((a, b) => a.record.createdAt.localeCompare(b.record.createdAt));
  drafts.forEach((draft, i) => (draft.id = seqId('pay', i + 1, 5)));
  return drafts.map((draft) => ({
    _id: draft.id!,
    ...draft.record,
    ...(draft.reference && { referenceTransactionId: draft.reference.id! }),
    documents: seedDocuments(random, draft.id!, Date.parse(draft.record.createdAt), 40),
  }));
});
