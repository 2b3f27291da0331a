import type { Payment } from '@/api/resources/payments';
import { fromMinor, toMinor, type Money, type RateRecord } from '@/domain/money';
import { inPeriod, type Period } from '../day/report';
import { billEntries, type Entry, type StatementOptions } from './bill-entries';
import { kindOf, ownLine } from './own-lines';

export type { StatementOptions } from './bill-entries';
export { compareWithServer, type Agreement } from './compare';

/**
 * A statement: every bill and every payment of a patient or an insurer in order, each moving the
 * balance of one currency (a bill's currency: a payment in another currency counts, in the bill's
 * currency, at the exchange rate of its day; what a bill says was paid beyond the payments read
 * counts as paid when it was billed). Cancelled and refunded bills owe nothing, as the server's
 * balance counts them (docs/contract.md, "balance"); what was paid on a refunded bill went back
 * to its payer, and says so on a line of its own (`bill-entries.ts`). An insured bill counts the
 * part of the payer the statement is for (`StatementOptions`).
 */
export interface StatementLine extends Entry {
  /** The currency's balance after this line. */
  balance: number;
}

export interface Statement {
  opening: Money[];
  lines: StatementLine[];
  closing: Money[];
  /** Payments whose currency could not be converted to their bill's (no rate). */
  unconverted: string[];
}

const idOf = (p: Payment) => String((p as { _id?: unknown })._id ?? '');
/** On one moment: a bill before what pays it, a refund after. */
const ORDER = { bill: 0, closedBill: 0, paidAtBilling: 1, payment: 2, refund: 3, unclassified: 4 };

export function buildStatement(
  transactions: readonly Payment[],
  rates: readonly RateRecord[],
  period: Period,
  options: StatementOptions = {},
): Statement {
  const odd = transactions.map(ownLine);
  const bills = transactions.filter((p, i) => !p.referenceTransactionId && !odd[i] && !kindOf(p));
  const onBill = new Map<string, Payment[]>();
  for (const p of transactions) {
    if (!p.referenceTransactionId) continue;
    onBill.set(p.referenceTransactionId, [...(onBill.get(p.referenceTransactionId) ?? []), p]);
  }
  const unconverted = new Set<string>();
  const entries = [
    ...bills.flatMap((bill) =>
      billEntries(bill, onBill.get(idOf(bill)) ?? [], rates, options, unconverted),
    ),
    ...odd.filter((entry) => !!entry),
  ];
  entries.sort((a, b) => a.at.localeCompare(b.at) || ORDER[a.kind] - ORDER[b.kind]);

  const balances = new Map<string, number>();
  const opening = new Map<string, number>();
  const lines: StatementLine[] = [];
  const before = Date.parse(`${period.from}T00:00`);
  for (const entry of entries) {
    const minor = (balances.get(entry.currency) ?? 0) + toMinor(entry.change, entry.currency);
    balances.set(entry.currency, minor);
    if (Date.parse(entry.at) < before) opening.set(entry.currency, minor);
    else if (inPeriod(entry.at, period))
      lines.push({ ...entry, balance: fromMinor(minor, entry.currency) });
  }
  // Closing: the balances after the period's last day (what came later is not counted).
  const closing = new Map(opening);
  for (const line of lines) closing.set(line.currency, toMinor(line.balance, line.currency));
  const asMoney = (map: Map<string, number>) =>
    [...map]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, minor]) => ({ currency, amount: fromMinor(minor, currency) }));
  return {
    opening: asMoney(opening),
    lines,
    closing: asMoney(closing),
    unconverted: [...unconverted],
  };
}
