import type { Balance, Payment } from '@/api/resources/payments';
import {
  convertMoney,
  fromMinor,
  toMinor,
  totalInBase,
  type Money,
  type RateRecord,
} from '@/domain/money';
import { inPeriod, type Period } from '../day/report';

/**
 * A statement: every bill and every payment of a patient or an insurer in order, each moving the
 * balance of one currency (a bill's currency: a payment in another currency counts, in the bill's
 * currency, at the exchange rate of its day; what a bill says was paid beyond the payments read
 * counts as paid when it was billed). Cancelled and refunded bills owe nothing, as the server's
 * balance counts them (docs/contract.md, "balance").
 */
export interface StatementLine {
  id: string;
  at: string;
  kind: 'bill' | 'payment' | 'paidAtBilling' | 'closedBill';
  /** The bill a payment is on. */
  billId?: string;
  description?: string;
  /** As taken or billed. */
  money: Money;
  /** Debit (+) or credit (−) in `currency`, the bill's. */
  change: number;
  currency: string;
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
const CLOSED = new Set(['cancelled', 'refunded']);

export function buildStatement(
  transactions: readonly Payment[],
  rates: readonly RateRecord[],
  period: Period,
): Statement {
  const bills = new Map(
    transactions.filter((p) => !p.referenceTransactionId).map((b) => [idOf(b), b]),
  );
  const entries: Omit<StatementLine, 'balance'>[] = [];
  const credited = new Map<string, number>();
  const unconverted = new Set<string>();

  for (const p of transactions) {
    const bill = p.referenceTransactionId ? bills.get(p.referenceTransactionId) : undefined;
    if (!p.referenceTransactionId || !bill || p.status === 'cancelled') continue;
    const currency = bill.currency ?? '';
    const money = { amount: p.paidAmount ?? p.amount ?? 0, currency: p.currency ?? '' };
    const converted = convertMoney(money, currency, rates, p.createdAt);
    if (converted.status === 'missing') {
      unconverted.add(`${money.currency}→${currency}`);
      continue;
    }
    const minor = toMinor(converted.amount, currency);
    credited.set(idOf(bill), (credited.get(idOf(bill)) ?? 0) + minor);
    entries.push({
      id: idOf(p),
      at: p.createdAt ?? '',
      kind: 'payment',
      billId: idOf(bill),
      description: p.description,
      money,
      change: -fromMinor(minor, currency),
      currency,
    });
  }
  for (const [id, bill] of bills) {
    const currency = bill.currency ?? '';
    const money = { amount: bill.amount ?? 0, currency };
    const closed = CLOSED.has(bill.status ?? '');
    entries.push({
      id,
      at: bill.createdAt ?? '',
      kind: closed ? 'closedBill' : 'bill',
      description: bill.description,
      money,
      change: closed ? 0 : money.amount,
      currency,
    });
    // Paid beyond the payments read: taken when billed (a server's own settlement records aside).
    const rest = toMinor(bill.paidAmount ?? 0, currency) - (credited.get(id) ?? 0);
    if (!closed && rest > 0)
      entries.push({
        id,
        at: bill.createdAt ?? '',
        kind: 'paidAtBilling',
        money: { amount: fromMinor(rest, currency), currency },
        change: -fromMinor(rest, currency),
        currency,
      });
  }
  // Oldest first; on the same moment a bill before what pays it.
  const order = { bill: 0, closedBill: 0, paidAtBilling: 1, payment: 2 };
  entries.sort((a, b) => a.at.localeCompare(b.at) || order[a.kind] - order[b.kind]);

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

export type Agreement =
  | { status: 'agrees'; server: Money; ours: number }
  | { status: 'differs'; server: Money; ours: number; difference: number }
  | { status: 'unknown'; reason: 'noBalance' | 'noCurrency' | 'noRate'; missing?: string[] };

/**
 * The statement's closing balance against the server's `balance` (docs/contract.md): both in the
 * balance's currency, with the rates of today. A server's balance without its currency can
 * only be compared when every line is in one currency, which is then taken as its.
 */
export function compareWithServer(
  closing: readonly Money[],
  server: Balance | undefined,
  rates: readonly RateRecord[],
): Agreement {
  if (server?.balance === undefined || !Number.isFinite(server.balance))
    return { status: 'unknown', reason: 'noBalance' };
  const currency =
    server.currency ??
    (closing.length === 1 ? closing[0]!.currency : closing.length === 0 ? '' : undefined);
  if (currency === undefined) return { status: 'unknown', reason: 'noCurrency' };
  const total = totalInBase(closing, currency, rates);
  if (total.missing.length) return { status: 'unknown', reason: 'noRate', missing: total.missing };
  const serverMoney = { amount: server.balance, currency };
  const difference = fromMinor(
    toMinor(server.balance, currency) - toMinor(total.amount, currency),
    currency,
  );
  return difference === 0
    ? { status: 'agrees', server: serverMoney, ours: total.amount }
    : { status: 'differs', server: serverMoney, ours: total.amount, difference };
}
