import type { Payment, PaymentBody } from '@/api/resources/payments';

/** What a refund may give back: a bill's paid amount, or a payment's own. */
export const refundable = (p: Payment) =>
  p.kind || p.status === 'refunded' || p.status === 'cancelled'
    ? 0
    : p.referenceTransactionId
      ? (p.paidAmount ?? p.amount ?? 0)
      : (p.paidAmount ?? 0);

/** A bill nothing was paid on yet may be cancelled whole. */
export const cancellable = (p: Payment) =>
  !p.kind && !p.referenceTransactionId && p.status === 'pending' && !(p.paidAmount ?? 0);

export type UndoMode = 'refund' | 'cancellation';

/** What may be undone of a transaction: money back, a cancellation, or nothing. */
export const undoModeOf = (p: Payment): UndoMode | undefined =>
  refundable(p) > 0 ? 'refund' : cancellable(p) ? 'cancellation' : undefined;

/**
 * The refund's or cancellation's own transaction (`kind`, our design): naming the transaction
 * it undoes, its method, the reason and the desk's drawer and cashier. A cancellation moves no
 * money; a refund gives back `amount`.
 */
export function undoBody(
  payment: Payment,
  undo: { mode: UndoMode; id: string; amount: number; method: string; reason: string },
  stamp: { drawerId?: string; takenBy?: string },
): PaymentBody {
  const refund = undo.mode === 'refund';
  return {
    // An insurer's own transaction has no patient: the empty field is left out (SPEC §5).
    customerId: payment.customerId ?? '',
    ...(payment.insuranceCompanyId && { insuranceCompanyId: payment.insuranceCompanyId }),
    referenceTransactionId: undo.id,
    kind: undo.mode,
    amount: undo.amount,
    paidAmount: refund ? undo.amount : 0,
    currency: payment.currency ?? '',
    method: undo.method,
    status: refund ? 'refunded' : 'cancelled',
    description: undo.reason,
    ...stamp,
  };
}
