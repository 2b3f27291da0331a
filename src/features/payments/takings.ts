import { PAYMENT_STATUSES, type Payment } from '@/api/resources/payments';
import { fromMinor, toMinor } from '@/domain/money';

/**
 * What each transaction did at the desk, as the day report and a cash session read it. SPEC §7
 * says nothing of it, so (docs/billing.md "Cash sessions", docs/contract.md row 24):
 * - a refund or a cancellation is a transaction of its own (`kind`, our design), dated when made;
 * - a transaction referring to a bill (`referenceTransactionId`) paid it: partial, or cascade when
 *   the payer paid several bills in one currency and method in the same second;
 * - a bill took at billing what it says paid (`paidAmount`) beyond the payments on it that were
 *   read in its currency: a bill paid 50 at billing and 20 the next day keeps its 50;
 * - anything else (a status the app does not know, a kind it does not know, a transaction with no
 *   bill that says it is paid without saying how much, as a server that keeps a cascade as one
 *   transaction of the payer does) is `unclassified`, with its amount: listed, never dropped.
 */
export type EntryKind =
  'atBilling' | 'partial' | 'cascade' | 'refund' | 'cancellation' | 'unclassified';

export interface Entry {
  /** The transaction's id (for an entry `atBilling`, the bill's). */
  id: string;
  kind: EntryKind;
  drawerId: string;
  takenBy?: string;
  method: string;
  currency: string;
  /** What moved, never negative (a refund's amount goes out). */
  amount: number;
  createdAt: string;
  /** The bill a payment, refund or cancellation refers to. */
  billId?: string;
}

export const idOf = (p: Payment) => String((p as { _id?: unknown })._id ?? '');
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const KNOWN = new Set<string>(PAYMENT_STATUSES);
const OWN_KINDS = new Set(['refund', 'cancellation']);

/** Cash is the method coded `cash` (the contract names no method; servers' codes vary in case). */
export const isCash = (method: string | undefined) =>
  (method ?? '').trim().toLowerCase() === 'cash';

export function entriesOf(transactions: readonly Payment[]): Entry[] {
  const base = (p: Payment) => ({
    id: idOf(p),
    drawerId: text(p.drawerId),
    ...(p.takenBy && { takenBy: p.takenBy }),
    method: p.method ?? '',
    currency: p.currency ?? '',
    createdAt: p.createdAt ?? '',
  });
  const payments = transactions.filter(
    (p) => p.referenceTransactionId && !p.kind && p.status !== 'cancelled',
  );
  const batchOf = (p: Payment) =>
    [
      p.customerId,
      p.insuranceCompanyId ?? '',
      p.currency,
      p.method,
      (p.createdAt ?? '').slice(0, 19),
    ].join('|');
  const batchSize = new Map<string, number>();
  for (const p of payments) batchSize.set(batchOf(p), (batchSize.get(batchOf(p)) ?? 0) + 1);
  // Paid on each bill by the payments read, in minor units of the payment's currency.
  const paidOn = new Map<string, Map<string, number>>();
  for (const p of payments) {
    const bill = paidOn.get(p.referenceTransactionId!) ?? new Map<string, number>();
    const currency = p.currency ?? '';
    bill.set(
      currency,
      (bill.get(currency) ?? 0) + toMinor(p.paidAmount ?? p.amount ?? 0, currency),
    );
    paidOn.set(p.referenceTransactionId!, bill);
  }

  const out: Entry[] = [];
  for (const p of transactions) {
    const entry = base(p);
    const amount = p.amount ?? 0;
    if (p.kind) {
      if (OWN_KINDS.has(p.kind))
        out.push({ ...entry, kind: p.kind as EntryKind, amount, billId: p.referenceTransactionId });
      else out.push({ ...entry, kind: 'unclassified', amount });
    } else if (p.status !== undefined && !KNOWN.has(p.status)) {
      out.push({ ...entry, kind: 'unclassified', amount: p.paidAmount ?? amount });
    } else if (p.referenceTransactionId) {
      if (p.status === 'cancelled') continue; // Took nothing; listed with cancellations (report).
      const kind = (batchSize.get(batchOf(p)) ?? 0) > 1 ? 'cascade' : 'partial';
      out.push({
        ...entry,
        kind,
        amount: p.paidAmount ?? amount,
        billId: p.referenceTransactionId,
      });
    } else if (typeof p.paidAmount === 'number') {
      const later = paidOn.get(entry.id)?.get(entry.currency) ?? 0;
      const minor = toMinor(p.paidAmount, entry.currency) - later;
      if (minor > 0)
        out.push({ ...entry, kind: 'atBilling', amount: fromMinor(minor, entry.currency) });
    } else if (p.status === 'paid' || p.status === 'partial') {
      // Says money came in, not how much of it: the amount is shown, not counted as taken.
      out.push({ ...entry, kind: 'unclassified', amount });
    }
  }
  return out;
}

/** Money in (+) or out (−) of the drawer, in minor units; cancellations and the unknown move none. */
export function signedMinor(entry: Entry): number {
  const minor = toMinor(entry.amount, entry.currency);
  if (entry.kind === 'refund') return -minor;
  if (entry.kind === 'cancellation' || entry.kind === 'unclassified') return 0;
  return minor;
}
