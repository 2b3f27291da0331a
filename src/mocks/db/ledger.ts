import { type Settlement } from '@/api/payment-forms';
import { convert, roundMoney, smallestUnit } from './money';
import type { PaymentRecord } from './records';
import { BASE_CURRENCY } from './seed/reference';
import { db } from './tables';

/** A bill, as opposed to a settlement transaction that pays part of one. */
const isBill = (p: PaymentRecord) => !p.referenceTransactionId;
const owed = (p: PaymentRecord) => Math.max(0, p.amount - (p.paidAmount ?? 0));

/** The open bills of a patient or an insurer, oldest first. */
export function unpaidOf(payer: { customerId: string } | { insuranceCompanyId: string }) {
  const matches =
    'customerId' in payer
      ? (p: PaymentRecord) => p.customerId === payer.customerId
      : (p: PaymentRecord) => p.insuranceCompanyId === payer.insuranceCompanyId;
  return db.payments
    .all()
    .filter((p) => isBill(p) && (p.status === 'pending' || p.status === 'partial') && matches(p))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * A patient's balance in US dollars: what their bills come to (cancelled and refunded ones
 * aside), what has been paid on them, and the difference.
 */
export function balanceOf(customerId: string) {
  let totalDue = 0;
  let totalPaid = 0;
  for (const p of db.payments.all()) {
    if (
      p.customerId !== customerId ||
      !isBill(p) ||
      p.status === 'cancelled' ||
      p.status === 'refunded'
    )
      continue;
    totalDue += convert(p.amount, p.currency, BASE_CURRENCY);
    totalPaid += convert(p.paidAmount ?? 0, p.currency, BASE_CURRENCY);
  }
  const round = (n: number) => roundMoney(n, BASE_CURRENCY);
  return {
    customerId,
    balance: round(totalDue - totalPaid),
    totalDue: round(totalDue),
    totalPaid: round(totalPaid),
    currency: BASE_CURRENCY,
  };
}

/**
 * Pays `body` (or as much of it as the bill still owes) towards `bill`: records a settlement
 * transaction referencing the bill and updates the bill's paid amount and status. With `exact`,
 * a payment above what is owed (beyond rounding) is refused (undefined), as is a paid bill.
 */
export function settle(bill: PaymentRecord, body: Settlement, { exact }: { exact: boolean }) {
  const due = owed(bill);
  if (due <= 0) return undefined;
  const offered = convert(body.amount, body.currency, bill.currency);
  if (exact && offered > due * 1.005 + smallestUnit(bill.currency)) return undefined;
  const covers = offered >= due - smallestUnit(bill.currency) / 2;
  // The part of the payment that goes to this bill, in the payment's currency: all of it, except
  // when a cascade pays a bill off and carries the rest over to the next one.
  const applied =
    covers && !exact
      ? roundMoney(Math.min(body.amount, convert(due, bill.currency, body.currency)), body.currency)
      : body.amount;
  const now = new Date().toISOString();
  const transaction = db.payments.insert({
    _id: db.payments.newId(),
    customerId: bill.customerId,
    ...(bill.insuranceCompanyId && { insuranceCompanyId: bill.insuranceCompanyId }),
    referenceTransactionId: bill._id,
    amount: applied,
    paidAmount: applied,
    currency: body.currency,
    method: body.method,
    status: 'paid',
    description: body.description || (exact ? 'Partial payment' : 'Cascade payment'),
    // The desk's drawer and cashier go onto every payment made (docs/billing.md "Cash sessions").
    ...(body.drawerId && { drawerId: body.drawerId }),
    ...(body.takenBy && { takenBy: body.takenBy }),
    ...(exact && body.tendered !== undefined && { tendered: body.tendered }),
    createdAt: now,
    documents: [],
  });
  const paidAmount = covers
    ? bill.amount
    : roundMoney((bill.paidAmount ?? 0) + offered, bill.currency);
  const reference = db.payments.update(bill._id, {
    paidAmount,
    status: covers ? 'paid' : 'partial',
    updatedAt: now,
  })!;
  return {
    transaction,
    reference,
    remaining: Math.max(0, roundMoney(body.amount - applied, body.currency)),
  };
}
