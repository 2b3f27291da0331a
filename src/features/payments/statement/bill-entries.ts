import type { Payment } from '@/api/resources/payments';
import { kindOf } from './own-lines';
import {
  convertMoney,
  fromMinor,
  insurerShare,
  toMinor,
  type Money,
  type RateRecord,
} from '@/domain/money';

export interface Entry {
  id: string;
  at: string;
  kind: 'bill' | 'payment' | 'paidAtBilling' | 'closedBill' | 'refund' | 'unclassified';
  /** The bill a payment or a refund is on. */
  billId?: string;
  description?: string;
  /** As taken or billed. */
  money: Money;
  /** Debit (+) or credit (−) in `currency`, the bill's. */
  change: number;
  currency: string;
  /** On an insured bill: the coverage, and whose part this statement counts. */
  share?: { percent: number; part: 'patient' | 'insurer' };
}

/**
 * Whose statement it is, where a bill names an insurer whose coverage is known: the patient's
 * counts the patient's part of it, the insurer's the insurer's (`insurerShare`); what was paid
 * on the bill goes to the patient's part first (`paidShares`: the rule the bill page shows).
 * Without `part`, a bill counts whole.
 */
export interface StatementOptions {
  part?: 'patient' | 'insurer';
  coverageOf?: (insuranceCompanyId: string) => number | undefined;
}

const idOf = (p: Payment) => String((p as { _id?: unknown })._id ?? '');
const CLOSED = new Set(['cancelled', 'refunded']);
/** Money in (+) or back (−) on a bill, in the bill's minor units, and the line it makes. */
interface Movement {
  minor: number;
  entry: Omit<Entry, 'change'>;
}

/**
 * A bill's lines: the bill, what was paid on it (its payments, else what it says was paid when
 * billed), and what went back. A payment refunded on its own, or a refunded bill, gives back
 * what was paid, dated when it was refunded (its `updatedAt`): a patient is not left in credit
 * once the money went back. A transaction of a negative amount on the bill is a refund too.
 */
export function billEntries(
  bill: Payment,
  payments: readonly Payment[],
  rates: readonly RateRecord[],
  options: StatementOptions,
  unconverted: Set<string>,
): Entry[] {
  const id = idOf(bill);
  const currency = bill.currency ?? '';
  const total = toMinor(bill.amount ?? 0, currency);
  const percent =
    options.part && bill.insuranceCompanyId
      ? options.coverageOf?.(bill.insuranceCompanyId)
      : undefined;
  const shares =
    percent === undefined ? undefined : insurerShare(bill.amount ?? 0, currency, percent);
  const share = shares && options.part && { percent: shares.percent, part: options.part };
  const patientPart = shares ? toMinor(shares.patient, currency) : total;
  const closed = CLOSED.has(bill.status ?? '');
  const mine = shares ? toMinor(shares[options.part!], currency) : total;
  const out: Entry[] = [
    {
      id,
      at: bill.createdAt ?? '',
      kind: closed ? 'closedBill' : 'bill',
      description: bill.description,
      money: { amount: bill.amount ?? 0, currency },
      change: closed ? 0 : fromMinor(mine, currency),
      currency,
      ...(share && { share }),
    },
  ];

  const movements: Movement[] = [];
  let paidRead = 0;
  for (const p of payments) {
    const kind = kindOf(p);
    if (p.status === 'cancelled' || kind === 'cancellation') continue;
    if (kind && kind !== 'refund') continue; // listed as not classified (`unclassified`)
    const money = { amount: p.paidAmount ?? p.amount ?? 0, currency: p.currency ?? '' };
    const converted = convertMoney(money, currency, rates, p.createdAt);
    if (converted.status === 'missing') {
      unconverted.add(`${money.currency}→${currency}`);
      continue;
    }
    // A refund of its own moves money back whatever the sign it is written with.
    const taken = toMinor(converted.amount, currency);
    const minor = kind === 'refund' ? -Math.abs(taken) : taken;
    const line = { id: idOf(p), billId: id, description: p.description, money, currency };
    if (minor < 0) {
      movements.push({ minor, entry: { ...line, at: p.createdAt ?? '', kind: 'refund' } });
      continue;
    }
    paidRead += minor;
    movements.push({ minor, entry: { ...line, at: p.createdAt ?? '', kind: 'payment' } });
    if (p.status === 'refunded')
      movements.push({
        minor: -minor,
        entry: { ...line, at: p.updatedAt ?? p.createdAt ?? '', kind: 'refund' },
      });
  }
  // Paid beyond the payments read: taken when billed (a server's own settlement records aside).
  const rest = toMinor(bill.paidAmount ?? 0, currency) - paidRead;
  if (rest > 0 && bill.status !== 'cancelled')
    movements.unshift({
      minor: rest,
      entry: {
        id,
        at: bill.createdAt ?? '',
        kind: 'paidAtBilling',
        money: { amount: fromMinor(rest, currency), currency },
        currency,
      },
    });
  movements.sort((a, b) => a.entry.at.localeCompare(b.entry.at));

  // What was paid on the bill, the patient's part first; this statement counts its payer's.
  let taken = 0;
  let mineNet = 0;
  let lastAt = bill.createdAt ?? '';
  for (const { minor, entry } of movements) {
    const before = Math.min(taken, patientPart);
    taken += minor;
    const after = Math.min(Math.max(taken, 0), patientPart);
    const toPatient = after - before;
    const own = !shares ? minor : options.part === 'patient' ? toPatient : minor - toPatient;
    if (entry.at > lastAt) lastAt = entry.at;
    if (own === 0) continue;
    mineNet += own;
    out.push({ ...entry, change: -fromMinor(own, currency), ...(share && { share }) });
  }
  if (bill.status === 'refunded' && mineNet > 0) {
    const at = bill.updatedAt && bill.updatedAt > lastAt ? bill.updatedAt : lastAt;
    out.push({
      id,
      at,
      kind: 'refund',
      billId: id,
      money: { amount: fromMinor(mineNet, currency), currency },
      change: fromMinor(mineNet, currency),
      currency,
      ...(share && { share }),
    });
  }
  return out;
}
