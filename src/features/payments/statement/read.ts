import { ApiError } from '@/api/errors';
import type { FetchAllOptions } from '@/api/resource/fetch-all';
import { payments, type Payment } from '@/api/resources/payments';
import { readAllTransactions } from '../read-all';

export type StatementOf = { customerId: string } | { insuranceCompanyId: string };

/** Above this many bills, reading every transaction once costs fewer calls than one per bill. */
export const BILLS_ASKED_ONE_BY_ONE = 20;
/** Calls for the payments on bills in flight at once. */
const AT_ONCE = 4;

const isContractError = (error: unknown) => error instanceof ApiError && error.kind === 'contract';

/**
 * The payer's transactions, and the payments made on the payer's bills.
 *
 * First by the contract's filter (`customerId` / `insuranceCompanyId`), in wide pages
 * (`read-all.ts`). A server that ignores it (its rows show it) makes a fetch-all stop; the
 * statement then reads every transaction and keeps the payer's, and says so (`unfiltered`).
 *
 * Then the payments on those bills, by the bill they reference (`referenceTransactionId`): a
 * server need not copy a bill's patient or insurer onto a partial payment (the app does not send
 * them), and such a payment has no payer of its own to be found by. Bills are asked one by one
 * (four at a time) up to `BILLS_ASKED_ONE_BY_ONE`; beyond, or where the server ignores that
 * filter, every transaction is read once and the payments on the payer's bills kept.
 */
export async function readStatementTransactions(of: StatementOf, options: FetchAllOptions) {
  const mine = (p: Payment) =>
    'customerId' in of
      ? p.customerId === of.customerId
      : p.insuranceCompanyId === of.insuranceCompanyId;
  let rows: Payment[];
  let every: Payment[] | undefined;
  try {
    rows = await readAllTransactions(of, options);
  } catch (error) {
    if (!isContractError(error)) throw error;
    every = await readAllTransactions({}, options);
    rows = every.filter(mine);
  }
  const bills = new Set(rows.filter((p) => !p.referenceTransactionId).map(payments.idOf));
  const onBills = (all: readonly Payment[]) =>
    all.filter((p) => p.referenceTransactionId && bills.has(p.referenceTransactionId));
  let found: Payment[];
  if (every) found = onBills(every);
  else if (bills.size > BILLS_ASKED_ONE_BY_ONE)
    found = onBills(await readAllTransactions({}, options));
  else
    found = await paymentsOn([...bills], options).catch(async (error: unknown) => {
      if (!isContractError(error)) throw error;
      return onBills(await readAllTransactions({}, options));
    });
  const known = new Set(rows.map(payments.idOf));
  const added = found.filter((p) => !known.has(payments.idOf(p)));
  return { rows: [...rows, ...added], unfiltered: !!every, foundByBill: added.length };
}

/** The transactions referencing each bill, a few bills at a time. */
async function paymentsOn(billIds: string[], options: FetchAllOptions): Promise<Payment[]> {
  const out: Payment[] = [];
  const queue = [...billIds];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift())
      out.push(
        ...(await readAllTransactions({ referenceTransactionId: id }, { signal: options.signal })),
      );
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, billIds.length) }, worker));
  // A server that matches the filter loosely answers others' rows too: keep what references one.
  const asked = new Set(billIds);
  return out.filter((p) => p.referenceTransactionId && asked.has(p.referenceTransactionId));
}
