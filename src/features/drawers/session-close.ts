import type { Drawer, DrawerSession, DrawerValues } from '@/api/resources/drawers';
import type { Entry } from '@/features/payments/takings';
import { buildClosing, receiptNumbers, sessionEntries } from './session';

/**
 * What closing a session changes on its drawer, worked out from the drawer as the server holds
 * it now (`now`): closed, no session, its Z-report after the others, and the last count in the
 * shape lists and older reports read. The transactions are the drawer's as read (`all`).
 */
export function closeSession(
  now: Drawer,
  input: {
    drawerId: string;
    session: DrawerSession;
    currency: string;
    all: readonly Entry[];
    closedAt: string;
    closedBy: string;
    reason: string | undefined;
  },
): Partial<DrawerValues> {
  const { currency, closedAt } = input;
  const open = now.session ?? input.session;
  const closing = buildClosing({
    session: open,
    currency,
    entries: sessionEntries(input.all, input.drawerId, open, closedAt),
    previous: now.closings ?? [],
    numbers: receiptNumbers(input.all),
    closedAt,
    closedBy: input.closedBy,
    ...(input.reason && { reason: input.reason }),
  });
  return {
    status: 'closed',
    // null, not left out: a server that merges a PUT would keep a session left out.
    session: null,
    closings: [...(now.closings ?? []), closing],
    lastCount: {
      countedAt: closing.closedAt,
      countedBy: input.closedBy,
      counted: Number(closing.counted[currency] ?? 0),
      expected: Number(closing.expected[currency] ?? 0),
      difference: Number(closing.difference[currency] ?? 0),
    },
  };
}
