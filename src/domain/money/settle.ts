import { convertMoney, type Money, type RateRecord } from './convert';
import { fromMinor, roundMoney, toMinor } from './round';

/** `a - b` in whole minor units of `code`, so a difference is exact to the minor unit. */
export const subtractMoney = (a: number, b: number, code: string) =>
  fromMinor(toMinor(a, code) - toMinor(b, code), code);

/** A bill as the screens know it: what it asks for, what has been paid on it, and when. */
export interface OpenBill {
  id: string;
  amount: number;
  paidAmount?: number;
  currency: string;
  createdAt: string;
}

/** A bill as read from the API, where every field may be missing. */
export interface BillAmounts {
  amount?: number;
  paidAmount?: number;
  currency?: string;
}

/** What a bill still asks for, rounded as its currency counts (never below zero). */
export const remainingOf = (bill: BillAmounts) =>
  Math.max(0, subtractMoney(bill.amount ?? 0, bill.paidAmount ?? 0, bill.currency ?? ''));

/** The app's words for a bill that takes no more money, whatever it still shows as owed. */
export const CLOSED_WORDS: ReadonlySet<string> = new Set(['cancelled', 'refunded']);

/**
 * Whether a bill still takes payments: it owes an amount above zero, and it is a bill rather
 * than a payment made on one (no `referenceTransactionId`). Decided by the data, not by status
 * words a backend may not share; only a word the app knows to close a bill (cancelled,
 * refunded, or a backend's word mapped to one in config.json) stops it.
 */
export const takesPayment = (
  bill: BillAmounts & { referenceTransactionId?: string; status?: string },
) => !bill.referenceTransactionId && remainingOf(bill) > 0 && !CLOSED_WORDS.has(bill.status ?? '');

export type PartialCheck =
  { status: 'ok'; after: number } | { status: 'exceeds'; remaining: number } | { status: 'noRate' };

/**
 * Whether `payment` fits what `bill` still owes (converted to the bill's currency when it is
 * another), and what would be left after it. Refused before sending when it pays more.
 */
export function checkPartial(
  bill: BillAmounts,
  payment: Money,
  rates: readonly RateRecord[],
): PartialCheck {
  const remaining = remainingOf(bill);
  const currency = bill.currency ?? payment.currency;
  const conversion = convertMoney(payment, currency, rates);
  if (conversion.status === 'missing') return { status: 'noRate' };
  if (conversion.amount > remaining) return { status: 'exceeds', remaining };
  return { status: 'ok', after: subtractMoney(remaining, conversion.amount, currency) };
}

export interface CascadeLine {
  id: string;
  /** Owed before, in the bill's currency. */
  owed: number;
  /** The part of the payment it takes, in the payment's currency. */
  applied: number;
  /** Left on the bill after, in the bill's currency. */
  left: number;
  currency: string;
}

export interface CascadePreview {
  lines: CascadeLine[];
  /** What the payment leaves over once every open bill is paid (payment's currency). */
  unused: number;
  /** Bill currencies without a rate to the payment's: those bills are not previewed. */
  missing: string[];
}

/**
 * How one payment would spread over open bills, oldest first, as the data on screen says it
 * would (the server decides): each bill takes what it owes or what is left of the payment.
 */
export function previewCascade(
  bills: readonly OpenBill[],
  payment: Money,
  rates: readonly RateRecord[],
): CascadePreview {
  let left = roundMoney(payment.amount, payment.currency);
  const lines: CascadeLine[] = [];
  const missing = new Set<string>();
  const ordered = [...bills].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const bill of ordered) {
    const owed = remainingOf(bill);
    if (left <= 0 || owed <= 0) continue;
    const owedHere = convertMoney(
      { amount: owed, currency: bill.currency },
      payment.currency,
      rates,
    );
    if (owedHere.status === 'missing') {
      missing.add(bill.currency);
      continue;
    }
    const applied = Math.min(left, owedHere.amount);
    const inBill = convertMoney(
      { amount: applied, currency: payment.currency },
      bill.currency,
      rates,
    );
    const covers = applied >= owedHere.amount;
    const paid = inBill.status === 'missing' ? 0 : inBill.amount;
    lines.push({
      id: bill.id,
      owed,
      applied,
      left: covers ? 0 : Math.max(0, subtractMoney(owed, paid, bill.currency)),
      currency: bill.currency,
    });
    left = subtractMoney(left, applied, payment.currency);
  }
  return { lines, unused: Math.max(0, left), missing: [...missing] };
}

/** A bill as read again after a payment: its id, what it asks for now, and its status. */
export interface BillNow extends BillAmounts {
  id: string;
  status?: string;
}

/**
 * What a payment settled, read from the bills themselves (docs/contract.md, "cascade payment":
 * a server may answer `{ ok: true }` and nothing more): each bill that owes less now than
 * `before`, by how much, in its own currency, with its status after. A bill gone from the open
 * ones but read again as paid counts whole. Oldest first, as the preview lists them.
 */
export function settledBetween(before: readonly OpenBill[], after: readonly BillNow[]) {
  const now = new Map(after.map((bill) => [bill.id, bill]));
  const oldestFirst = [...before].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return oldestFirst.flatMap((bill) => {
    const later = now.get(bill.id);
    if (!later) return [];
    const paid = subtractMoney(remainingOf(bill), remainingOf(later), bill.currency);
    return paid > 0
      ? [{ transactionId: bill.id, amount: paid, currency: bill.currency, status: later.status }]
      : [];
  });
}
