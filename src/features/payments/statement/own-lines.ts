import type { Payment } from '@/api/resources/payments';
import type { Entry } from './bill-entries';

const idOf = (p: Payment) => String((p as { _id?: unknown })._id ?? '');

/** A record's own kind beyond the contract (docs/billing.md "Cash sessions"): refund, cancellation. */
export const kindOf = (p: Payment) => {
  const kind = (p as { kind?: unknown }).kind;
  return typeof kind === 'string' && kind ? kind : undefined;
};

/**
 * A transaction that makes a line of its own rather than a bill's: a refund naming no bill, or
 * one the statement cannot read as a bill or as money on one: a kind of its own the
 * app does not know, or one naming no bill that says it is paid without saying how much (a
 * server that keeps a cascade as one transaction of the payer; its bills say what they were
 * paid). Listed, moving no balance: never dropped, never counted twice.
 */
export function ownLine(p: Payment): Entry | undefined {
  const kind = kindOf(p);
  const money = { amount: p.amount ?? 0, currency: p.currency ?? '' };
  // A refund naming no bill gives the payer back its amount on its own line.
  if (kind === 'refund' && !p.referenceTransactionId)
    return {
      id: idOf(p),
      at: p.createdAt ?? '',
      kind: 'refund',
      description: p.description,
      money,
      change: Math.abs(money.amount),
      currency: money.currency,
    };
  const known = kind === 'refund' || kind === 'cancellation';
  const payerLevel =
    !kind && !p.referenceTransactionId && p.paidAmount === undefined && p.status === 'paid';
  if (known || (!kind && !payerLevel)) return undefined;
  return {
    id: idOf(p),
    at: p.createdAt ?? '',
    kind: 'unclassified',
    ...(p.referenceTransactionId && { billId: p.referenceTransactionId }),
    description: p.description,
    money,
    change: 0,
    currency: money.currency,
  };
}
