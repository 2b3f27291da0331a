import type { Drawer } from '@/api/resources/drawers';
import type { Payment } from '@/api/resources/payments';
import { totalInBase, totalsByCurrency, type RateRecord } from '@/domain/money';
import { idOf, type EntryKind } from '../takings';
import { countLines } from './count-lines';
import { dayEntries, drawerIdOf } from './day-entries';
import { amountOf, group } from './group';
import { inPeriod, type Period } from './period';
import type { ClosedLine, DayReport, TakenKind } from './report-types';

export { inPeriod, nextDay, type Period } from './period';

export type {
  ClosedLine,
  DayReport,
  DrawerLine,
  ReportLine,
  TakenKind,
  UnclassifiedLine,
} from './report-types';

const drawerOf = (p: Payment) => (typeof p.drawerId === 'string' ? p.drawerId : '');
const TAKEN_KINDS = new Set<EntryKind>(['atBilling', 'partial', 'cascade']);
const KIND_ORDER: Record<TakenKind, number> = { atBilling: 0, partial: 1, cascade: 2 };

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

  const entries = dayEntries(transactions, input.drawers).filter((e) =>
    inPeriod(e.createdAt, period),
  );

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
  for (const d of input.drawers) names[drawerIdOf(d)] = d.name ?? '';

  const drawerLines = countLines(input.drawers, period);

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
