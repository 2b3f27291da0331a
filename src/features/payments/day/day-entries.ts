import type { Drawer } from '@/api/resources/drawers';
import type { Payment } from '@/api/resources/payments';
import { entriesOf, type Entry, type EntryKind } from '../takings';

export const drawerIdOf = (d: Drawer) => String(d._id ?? '');
const lineKey = (e: Pick<Entry, 'kind' | 'id'>) =>
  `${e.kind === 'atBilling' ? 'bill' : 'tx'}:${e.id}`;

/**
 * What each transaction did, for the report: a transaction a closed cash session counted as
 * that session's Z-report froze it (`closings` on its drawer), never as the record was edited
 * since; the rest as the records say (`../takings.ts`).
 */
export function dayEntries(transactions: readonly Payment[], drawers: readonly Drawer[]): Entry[] {
  // What closed sessions froze, and which transactions they account for.
  const frozen: Entry[] = [];
  const closedIds = new Set<string>();
  for (const d of drawers)
    for (const closing of d.closings ?? [])
      for (const line of closing.lines) {
        closedIds.add(lineKey({ kind: line.kind as EntryKind, id: line.id }));
        frozen.push({
          id: line.id,
          kind: line.kind as EntryKind,
          drawerId: drawerIdOf(d),
          method: line.method,
          currency: line.currency,
          amount: line.amount,
          createdAt: line.createdAt,
          ...(line.takenBy && { takenBy: line.takenBy }),
        });
      }
  // A closed session stands for everything its drawer took while it was open, even what it found
  // nothing taken on then (a bill paid later, edited since): read from the Z-report only.
  const windows = drawers.flatMap((d) =>
    (d.closings ?? []).map((c) => ({
      drawerId: drawerIdOf(d),
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
  return [...frozen, ...live];
}
