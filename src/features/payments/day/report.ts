import type { Drawer } from '@/api/resources/drawers';
import type { Payment } from '@/api/resources/payments';
import {
  fromMinor,
  toMinor,
  totalInBase,
  totalsByCurrency,
  type BaseTotal,
  type Money,
  type RateRecord,
} from '@/domain/money';

/**
 * The end-of-day report, built from the transactions and drawers the contract's calls return.
 * SPEC §7 ties no payment to a drawer and says nothing of partial against cascade, so:
 * - money taken is every transaction paying a bill (`referenceTransactionId`) made in the
 *   period, plus what a bill billed in the period was paid when it was taken (its `paidAmount`
 *   less the payments on it that were read);
 * - a cascade is told from a partial payment by what it leaves: several payments of one payer,
 *   currency and method made in the same second (one bill paid by a cascade reads as partial);
 * - a payment goes to a drawer when it names one (`drawerId`, beyond the contract), else it is
 *   counted under no drawer; each drawer's blind count of the period is shown as saved.
 */
export type TakenKind = 'atBilling' | 'partial' | 'cascade';

export interface ReportLine {
  /** Stable key: drawer, currency, method and kind. */
  key: string;
  drawerId: string;
  currency: string;
  method: string;
  kind: TakenKind;
  count: number;
  amount: number;
  /** The transactions the line counts (the bill for money taken when billing). */
  ids: string[];
}

export interface ClosedLine {
  status: 'cancelled' | 'refunded';
  currency: string;
  count: number;
  amount: number;
  ids: string[];
}

export interface DrawerLine {
  drawerId: string;
  name: string;
  currency: string;
  expected: number;
  counted: number;
  difference: number;
  countedAt: string;
  countedBy?: string;
}

export interface DayReport {
  taken: ReportLine[];
  /** Money taken per currency, as taken. */
  totals: Money[];
  /** The same in the base currency, each part with its rate and date. */
  inBase: BaseTotal;
  billed: Money[];
  billedCount: number;
  closed: ClosedLine[];
  drawers: DrawerLine[];
  /** Transactions read, and those within the period. */
  read: number;
  within: number;
}

export interface Period {
  /** First and last calendar day, YYYY-MM-DD, the reader's days. */
  from: string;
  to: string;
}

const dayStart = (day: string) => new Date(`${day}T00:00`).getTime();
export function nextDay(day: string) {
  const d = new Date(`${day}T12:00`);
  d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
/** Whether an ISO moment falls within the period's days (the reader's time zone). */
export const inPeriod = (at: string | undefined, { from, to }: Period) => {
  const time = Date.parse(at ?? '');
  return time >= dayStart(from) && time < dayStart(nextDay(to));
};

const idOf = (p: Payment) => String((p as { _id?: unknown })._id ?? '');
const drawerOf = (p: Payment) => {
  const own = (p as { drawerId?: unknown }).drawerId;
  return typeof own === 'string' ? own : '';
};
const KIND_ORDER: Record<TakenKind, number> = { atBilling: 0, partial: 1, cascade: 2 };

export function buildDayReport(input: {
  transactions: readonly Payment[];
  drawers: readonly Drawer[];
  rates: readonly RateRecord[];
  base: string;
  period: Period;
}): DayReport {
  const { transactions, period } = input;
  const within = transactions.filter((p) => inPeriod(p.createdAt, period));
  const payments = within.filter((p) => p.referenceTransactionId && p.status !== 'cancelled');
  const bills = within.filter((p) => !p.referenceTransactionId);

  // Cascades: payments of one payer, currency and method within the same second.
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

  // Paid on each bill by the payments read (in the bill's currency when the same).
  const paidLater = new Map<string, number>();
  for (const p of transactions)
    if (p.referenceTransactionId && p.status !== 'cancelled')
      paidLater.set(p.referenceTransactionId, (paidLater.get(p.referenceTransactionId) ?? 0) + 1);

  const lines = new Map<string, ReportLine & { minor: number }>();
  const add = (p: Payment, kind: TakenKind, amount: number) => {
    if (!(amount > 0)) return;
    const drawerId = drawerOf(p);
    const currency = p.currency ?? '';
    const method = p.method ?? '';
    const key = [drawerId, currency, method, kind].join('|');
    const line = lines.get(key) ?? {
      key,
      drawerId,
      currency,
      method,
      kind,
      count: 0,
      amount: 0,
      minor: 0,
      ids: [],
    };
    line.count++;
    line.minor += toMinor(amount, currency);
    line.ids.push(idOf(p));
    lines.set(key, line);
  };
  for (const p of payments)
    add(
      p,
      (batchSize.get(batchOf(p)) ?? 0) > 1 ? 'cascade' : 'partial',
      p.paidAmount ?? p.amount ?? 0,
    );
  for (const bill of bills) {
    if (bill.status === 'cancelled' || bill.status === 'refunded') continue;
    // A bill with payments on it counts those; what it says paid beyond them was paid at billing
    // only when nothing paid it later (its paidAmount then is what was taken at the desk).
    if (!paidLater.has(idOf(bill))) add(bill, 'atBilling', bill.paidAmount ?? 0);
  }
  const taken = [...lines.values()]
    .map(({ minor, ...line }) => ({ ...line, amount: fromMinor(minor, line.currency) }))
    .sort(
      (a, b) =>
        a.drawerId.localeCompare(b.drawerId) ||
        a.currency.localeCompare(b.currency) ||
        a.method.localeCompare(b.method) ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
    );
  const totals = totalsByCurrency(taken);

  const closed = new Map<string, ClosedLine & { minor: number }>();
  for (const p of transactions) {
    if (p.status !== 'cancelled' && p.status !== 'refunded') continue;
    if (!inPeriod(p.updatedAt ?? p.createdAt, period)) continue;
    const currency = p.currency ?? '';
    const key = `${p.status}|${currency}`;
    const line = closed.get(key) ?? {
      status: p.status,
      currency,
      count: 0,
      amount: 0,
      minor: 0,
      ids: [],
    };
    line.count++;
    const amount = p.status === 'refunded' ? (p.paidAmount ?? p.amount) : p.amount;
    line.minor += toMinor(amount ?? 0, currency);
    line.ids.push(idOf(p));
    closed.set(key, line);
  }

  const drawerLines: DrawerLine[] = input.drawers.flatMap((d) => {
    const count = d.lastCount;
    if (!count || !inPeriod(count.countedAt, period)) return [];
    return [
      {
        drawerId: String((d as { _id?: unknown })._id ?? ''),
        name: d.name ?? '',
        currency: d.currency ?? '',
        expected: count.expected,
        counted: count.counted,
        difference: count.difference,
        countedAt: count.countedAt,
        countedBy: count.countedBy,
      },
    ];
  });

  return {
    taken,
    totals,
    inBase: totalInBase(totals, input.base, input.rates, period.to),
    billed: totalsByCurrency(bills),
    billedCount: bills.length,
    closed: [...closed.values()]
      .map(({ minor, ...line }) => ({ ...line, amount: fromMinor(minor, line.currency) }))
      .sort((a, b) => a.status.localeCompare(b.status) || a.currency.localeCompare(b.currency)),
    drawers: drawerLines.sort((a, b) => a.name.localeCompare(b.name)),
    read: transactions.length,
    within: within.length,
  };
}
