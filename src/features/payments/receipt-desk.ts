import { useAllDrawers, drawers } from '@/api/resources/drawers';
import type { Payment } from '@/api/resources/payments';
import { receiptKey, receiptNumbers } from './receipt-numbers';
import { useDrawerEntries } from './drawer-entries';
import { entriesOf, idOf } from './takings';

/**
 * What a receipt says of the desk: the amount received by this transaction (a bill's at billing,
 * not what it bills nor what was paid on it later; a payment's own; a refund's given back), its
 * number among its drawer's receipts of the day, and the drawer's name. A transaction that names
 * no drawer has no number.
 */
export function useReceiptDesk(p: Payment, lines: readonly Payment[]) {
  const drawerId = typeof p.drawerId === 'string' ? p.drawerId : '';
  const own = entriesOf([p, ...lines]).find((e) => e.id === idOf(p));
  const received =
    own && own.kind !== 'unclassified'
      ? own.amount
      : p.referenceTransactionId
        ? (p.paidAmount ?? p.amount ?? 0)
        : (p.paidAmount ?? 0);
  const drawerEntries = useDrawerEntries(drawerId, !!drawerId).data;
  const drawer = useAllDrawers({}, { enabled: !!drawerId }).data?.find(
    (d) => drawers.idOf(d) === drawerId,
  );
  const number =
    own && drawerEntries ? receiptNumbers(drawerEntries).get(receiptKey(own)) : undefined;
  return {
    received,
    number,
    drawerName: drawerId ? (drawer?.name ?? drawerId) : undefined,
  };
}
