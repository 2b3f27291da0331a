import type {
  CashMove,
  Closing,
  ClosingLine,
  DrawerSession,
  SessionCount,
} from '@/api/resources/drawers';
import { fromMinor, toMinor } from '@/domain/money';
import { receiptKey } from '@/features/payments/receipt-numbers';
import { isCash, signedMinor, type Entry } from '@/features/payments/takings';

export { localDay, receiptKey, receiptNumbers } from '@/features/payments/receipt-numbers';

/**
 * A cash session's arithmetic (Odoo's POS cash control): what the drawer should hold per currency,
 * what other methods took, what a count found, and the Z-report a closing keeps. Pure: the
 * drawer page and the tests call it with what was read.
 */
export type PerCurrency = Record<string, number>;

/** The session's entries: the drawer's, made from its opening on (and before `until`). */
export function sessionEntries(
  entries: readonly Entry[],
  drawerId: string,
  session: Pick<DrawerSession, 'openedAt'>,
  until?: string,
): Entry[] {
  const from = Date.parse(session.openedAt);
  const to = until ? Date.parse(until) : Infinity;
  return entries.filter((e) => {
    const at = Date.parse(e.createdAt);
    return e.drawerId === drawerId && at >= from && at <= to;
  });
}

const add = (into: Map<string, number>, currency: string, minor: number) =>
  into.set(currency, (into.get(currency) ?? 0) + minor);
const out = (minor: Map<string, number>): PerCurrency =>
  Object.fromEntries(
    [...minor].sort(([a], [b]) => a.localeCompare(b)).map(([c, m]) => [c, fromMinor(m, c)]),
  );

/**
 * Expected cash per currency: the float (in the drawer's currency) + cash taken − cash refunded
 * ± cash moved in or out. The drawer's currency is always there, even at zero.
 */
export function expectedCash(
  session: Pick<DrawerSession, 'float' | 'moves'>,
  currency: string,
  entries: readonly Entry[],
): PerCurrency {
  const minor = new Map<string, number>([[currency, toMinor(session.float, currency)]]);
  for (const e of entries) if (isCash(e.method)) add(minor, e.currency, signedMinor(e));
  for (const m of session.moves ?? []) add(minor, m.currency, toMinor(m.amount, m.currency));
  return out(minor);
}

export interface MethodTotal {
  method: string;
  currency: string;
  amount: number;
  count: number;
}

/** What each other method took, net of its refunds: to match the card terminal's own total. */
export function methodTotals(entries: readonly Entry[]): MethodTotal[] {
  const lines = new Map<
    string,
    { method: string; currency: string; minor: number; count: number }
  >();
  for (const e of entries) {
    if (isCash(e.method) || signedMinor(e) === 0) continue;
    const key = `${e.method}|${e.currency}`;
    const line = lines.get(key) ?? { method: e.method, currency: e.currency, minor: 0, count: 0 };
    line.minor += signedMinor(e);
    line.count++;
    lines.set(key, line);
  }
  return [...lines.values()]
    .map(({ minor, ...l }) => ({ ...l, amount: fromMinor(minor, l.currency) }))
    .sort((a, b) => a.method.localeCompare(b.method) || a.currency.localeCompare(b.currency));
}

/** Counted − expected per currency (negative: short); a currency counted but not expected too. */
export function differences(expected: PerCurrency, counted: PerCurrency): PerCurrency {
  const minor = new Map<string, number>();
  for (const [c, v] of Object.entries(expected)) add(minor, c, -toMinor(v, c));
  for (const [c, v] of Object.entries(counted))
    if (typeof v === 'number') add(minor, c, toMinor(v, c));
  return out(minor);
}

export const balanced = (difference: PerCurrency) =>
  Object.values(difference).every((v) => v === 0);

/** A count's figures as numbers (a server may give them back as anything). */
export const countedOf = (count: SessionCount): PerCurrency =>
  Object.fromEntries(
    Object.entries(count.counted).filter((e): e is [string, number] => typeof e[1] === 'number'),
  );

/** A move in or out, signed: cash out is negative. */
export const signedMove = (direction: 'in' | 'out', amount: number) =>
  direction === 'out' ? -Math.abs(amount) : Math.abs(amount);

/** The Z-report a closing writes: numbered after the drawer's last, everything frozen as read. */
export function buildClosing(input: {
  session: DrawerSession;
  currency: string;
  entries: readonly Entry[];
  previous: readonly Closing[];
  numbers: ReadonlyMap<string, number>;
  closedAt: string;
  closedBy?: string;
  reason?: string;
}): Closing {
  const { session, entries } = input;
  const counts = session.counts ?? [];
  const counted = counts.length ? countedOf(counts[counts.length - 1]!) : {};
  const expected = expectedCash(session, input.currency, entries);
  const lines: ClosingLine[] = entries.map((e) => ({
    id: e.id,
    kind: e.kind,
    method: e.method,
    currency: e.currency,
    amount: e.amount,
    createdAt: e.createdAt,
    ...(e.takenBy && { takenBy: e.takenBy }),
    ...(input.numbers.has(receiptKey(e)) && { receipt: input.numbers.get(receiptKey(e)) }),
  }));
  return {
    number: Math.max(0, ...input.previous.map((c) => c.number)) + 1,
    sessionId: session.id,
    openedAt: session.openedAt,
    ...(session.openedBy && { openedBy: session.openedBy }),
    closedAt: input.closedAt,
    ...(input.closedBy && { closedBy: input.closedBy }),
    float: session.float,
    expected,
    counted,
    difference: differences(expected, counted),
    ...(input.reason && { reason: input.reason }),
    counts,
    moves: session.moves ?? ([] as CashMove[]),
    lines,
  };
}
