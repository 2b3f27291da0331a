import type { Drawer } from '@/api/resources/drawers';
import { drawerIdOf } from './day-entries';
import { inPeriod, type Period } from './period';
import type { DrawerLine } from './report-types';

/**
 * The drawers counted in the period: each closed session's count from its Z-report, and a count
 * saved on the drawer without a session, as it was saved.
 */
export function countLines(drawers: readonly Drawer[], period: Period): DrawerLine[] {
  return drawers.flatMap((d) => {
    const drawerId = drawerIdOf(d);
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
}
