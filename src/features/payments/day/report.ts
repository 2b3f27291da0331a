import type { Drawer } from '@/api/resources/drawers';
import { entriesOf, idOf, type Entry, type EntryKind } from '../takings';
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
 * What each transaction did is read once (`../takings.ts`: money taken at billing, partial,
 * cascade, refund, cancellation, or unclassified). A transaction a closed cash session counted is
 * read from that session's Z-report as it was closed (`closings` on its drawer), never from the
 * record as edited since; the rest from the records. A payment goes to the drawer it names
 * (`drawerId`, beyond the contract), else under no drawer. Refunds and cancellations are dated
 * when made; a transaction only marked refunded or cancelled (no record of its own) by its last
 * change, and said so. Whatever cannot be read is listed under "Not classified", never dropped.
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
  /** A refund or cancellation of its own (dated when made), or a transaction only marked so. */
  own: boolean;
  drawerId: string;
  method: string;
  currency: string;
  count: number;
  amount: number;
  ids: string[];
}

/** Transactions the report cannot read as money taken, bills or refunds: listed with their amount. */
export interface UnclassifiedLine {
  drawerId: string;
  currency: string;
  method: string;
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
  /** The session's Z-report number, and the reason given for a difference. */
  number?: number;
  reason?: string;
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
  unclassified: UnclassifiedLine[];
  drawers: DrawerLine[];
  /** Every drawer's name by id, for the lines that name one. */
  names: Record<string, string>;
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

const drawerOf = (p: Payment) => (typeof p.drawerId === 'string' ? p.drawerId : '');
const TAKEN_KINDS = new Set<EntryKind>(['atBilling', 'partial', 'cascade']);
const KIND_ORDER: Record<TakenKind, number> = { atBilling: 0, partial: 1, cascade: 2 };
const lineKey = (e: Pick<Entry, 'kind' | 'id'>) =>
  `${e.kind === 'atBilling' ? 'bill' : 'tx'}:${e.id}`;

interface Summed {
  drawerId: string;
  currency: string;
  method: string;
  count: number;
  minor: number;
  ids: string[];
}
function group<K extends string>(
  entries: readonly Entry[],
  keyOf: (e: Entry) => K,
): Map<K, Summed & { first: Entry }> {
  const out = new Map<K, Summed & { first: Entry }>();
  for (const e of entries) {
    const key = keyOf(e);
    const line = out.get(key) ?? {
      drawerId: e.drawerId,
      currency: e.currency,
      method: e.method,
      count: 0,
      minor: 0,
      ids: [],
      first: e,
    };
    line.count++;
    line.minor += toMinor(e.amount, e.currency);
    line.ids.push(e.id);
    out.set(key, line);
  }
  return out;
}
const amountOf = <T extends Summed>({ minor, ...line }: T) => ({
  ...line,
  amount: fromMinor(minor, line.currency),
});

export function buildDayReport(input: {
  transactions: readonly Payment[];
  drawers: readonly Drawer[];
  rates: readonly RateRecord[];
  base: string;
  period: Period;
}): DayReport {
  const { transactions, period } = input;
  const within = transactions.filter((p) => inPeriod(p.createdAt, period));
  const bills = within.filter((p) => !p.referenceTransactionId && !p.kind);

  // What closed sessions froze, and which transactions they account for.
  const frozen: Entry[] = [];
  const closedIds = new Set<string>();
  for (const d of input.drawers)
    for (const closing of d.closings ?? [])
      for (const line of closing.lines) {
        closedIds.add(lineKey({ kind: line.kind as EntryKind, id: line.id }));
        frozen.push({
          id: line.id,
          kind: line.kind as EntryKind,
          drawerId: String((d as { _id?: unknown })._id ?? ''),
          method: line.method,
          currency: line.currency,
          amount: line.amount,
          createdAt: line.createdAt,
          ...(line.takenBy && { takenBy: line.takenBy }),
        });
      }
  // A closed session stands for everything its drawer took while it was open, even what it found
  // nothing taken on then (a bill paid later, edited since): read from the Z-report only.
  const windows = input.drawers.flatMap((d) =>
    (d.closings ?? []).map((c) => ({
      drawerId: String((d as { _id?: unknown })._id ?? ''),
      from: Date.parse(c.openedAt),
      to: Date.parse(c.closedAt),
    })),
  );
  const inClosedSession = (e: Entry) =>
    windows.some((w) => {
      const at = Date.parse(e.createdAt);
      return e.drawerId === w.drawerId && at >= w.from && at <= w.to;
    });
  const live = entriesOf(transactions).filter(
    (e) => !closedIds.has(lineKey(e)) && !inClosedSession(e),
  );
  const entries = [...frozen, ...live].filter((e) => inPeriod(e.createdAt, period));

  const taken = [
    ...group(
      entries.filter((e) => TAKEN_KINDS.has(e.kind)),
      (e) => [e.drawerId, e.currency, e.method, e.kind].join('|'),
    ),
  ]
    .map(([key, line]) => ({ ...amountOf(line), key, kind: line.first.kind as TakenKind }))
    .map(({ first: _first, ...line }) => line)
    .sort(
      (a, b) =>
        a.drawerId.localeCompare(b.drawerId) ||
        a.currency.localeCompare(b.currency) ||
        a.method.localeCompare(b.method) ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
    );
  const totals = totalsByCurrency(taken);

  const closed: ClosedLine[] = [
    ...group(
      entries.filter((e) => e.kind === 'refund' || e.kind === 'cancellation'),
      (e) => [e.kind, e.drawerId, e.currency, e.method].join('|'),
    ).values(),
  ].map(({ first, ...line }) => ({
    ...amountOf(line),
    status: first.kind === 'refund' ? 'refunded' : 'cancelled',
    own: true,
  }));
  // Marked refunded or cancelled with no record of its own: dated by its last change.
  const undone = new Set(
    transactions
      .filter((r) => r.kind && r.referenceTransactionId)
      .map((r) => r.referenceTransactionId!),
  );
  const marked = transactions.filter(
    (p) =>
      !p.kind &&
      (p.status === 'cancelled' || p.status === 'refunded') &&
      !undone.has(idOf(p)) &&
      inPeriod(p.updatedAt ?? p.createdAt, period),
  );
  const markedLines = group(
    marked.map((p) => ({
      id: idOf(p),
      kind: 'refund' as const,
      drawerId: drawerOf(p),
      method: p.method ?? '',
      currency: p.currency ?? '',
      amount: (p.status === 'refunded' ? (p.paidAmount ?? p.amount) : p.amount) ?? 0,
      createdAt: p.createdAt ?? '',
      billId: p.status,
    })),
    (e) => `${e.billId}|${e.drawerId}|${e.currency}|${e.method}`,
  );
  for (const { first, ...line } of markedLines.values())
    closed.push({ ...amountOf(line), status: first.billId as ClosedLine['status'], own: false });

  const unclassified = [
    ...group(
      entries.filter((e) => e.kind === 'unclassified'),
      (e) => [e.drawerId, e.currency, e.method].join('|'),
    ).values(),
  ].map(({ first: _first, ...line }) => amountOf(line));

  const names: Record<string, string> = {};
  for (const d of input.drawers) names[String((d as { _id?: unknown })._id ?? '')] = d.name ?? '';

  const drawerLines: DrawerLine[] = input.drawers.flatMap((d) => {
    const drawerId = String((d as { _id?: unknown })._id ?? '');
    const currency = d.currency ?? '';
    const closings = (d.closings ?? []).filter((c) => inPeriod(c.closedAt, period));
    const fromClosings = closings.map((c) => ({
      drawerId,
      name: d.name ?? '',
      currency,
      expected: Number(c.expected[currency] ?? 0),
      counted: Number(c.counted[currency] ?? 0),
      difference: Number(c.difference[currency] ?? 0),
      countedAt: c.closedAt,
      countedBy: c.closedBy,
      number: c.number,
      ...(c.reason && { reason: c.reason }),
    }));
    const count = d.lastCount;
    // A count saved without a session (before sessions, or by another client): as it was saved.
    const alone =
      count &&
      inPeriod(count.countedAt, period) &&
      !closings.some((c) => c.closedAt === count.countedAt)
        ? [
            {
              drawerId,
              name: d.name ?? '',
              currency,
              expected: count.expected,
              counted: count.counted,
              difference: count.difference,
              countedAt: count.countedAt,
              countedBy: count.countedBy,
            },
          ]
        : [];
    return [...fromClosings, ...alone];
  });

  return {
    taken,
    totals,
    inBase: totalInBase(totals, input.base, input.rates, period.to),
    billed: totalsByCurrency(bills),
    billedCount: bills.length,
    closed: closed.sort(
      (a, b) =>
        a.status.localeCompare(b.status) ||
        a.drawerId.localeCompare(b.drawerId) ||
        a.currency.localeCompare(b.currency),
    ),
    unclassified,
    drawers: drawerLines.sort(
      (a, b) => a.name.localeCompare(b.name) || a.countedAt.localeCompare(b.countedAt),
    ),
    names,
    read: transactions.length,
    within: within.length,
  };
}
