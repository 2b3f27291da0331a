import type { Balance } from '@/api/resources/payments';
import { fromMinor, toMinor, totalInBase, type Money, type RateRecord } from '@/domain/money';

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
