import type { PaymentRecord } from '../db/records';
import { db } from '../db/tables';

interface Applied {
  transactionId: string;
  paymentId: string;
  amount: number;
}

/**
 * A server that keeps a cascade as one transaction of the payer (profile `cascades: 'payer'`):
 * the demo's payments per bill give way to one record for the amount used, naming no bill and no
 * `paidAmount`, with what the app sent of its own (drawer, cashier). The bills keep what the
 * demo settled on them. Answers that record, or undefined when nothing was applied.
 */
export function keepCascadeAsOne(
  answer: { applied?: Applied[]; currency?: string },
  sent: Record<string, unknown> | undefined,
): PaymentRecord | undefined {
  const applied = answer.applied ?? [];
  const made = applied.map((line) => db.payments.get(line.paymentId)).filter((p) => !!p);
  const first = made[0];
  if (!first) return undefined;
  for (const p of made) db.payments.remove(p._id);
  const amount = made.reduce((sum, p) => sum + p.amount, 0);
  const own = (key: string) =>
    typeof sent?.[key] === 'string' ? { [key]: sent[key] as string } : {};
  return db.payments.insert({
    _id: db.payments.newId(),
    customerId: first.customerId,
    ...(first.insuranceCompanyId && { insuranceCompanyId: first.insuranceCompanyId }),
    amount: Math.round(amount * 1e4) / 1e4,
    currency: first.currency,
    method: first.method,
    status: 'paid',
    description: first.description,
    ...own('drawerId'),
    ...own('takenBy'),
    createdAt: first.createdAt,
    documents: [],
  });
}
