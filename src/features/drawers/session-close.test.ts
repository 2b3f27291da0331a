import type { Drawer, DrawerSession } from '@/api/resources/drawers';
import { closeSession } from './session-close';
import { closingOf } from './testing';

const at = (time: string) => `2026-12-07T${time}:00.000Z`;
const session: DrawerSession = {
  id: 's3',
  openedAt: at('08:00'),
  openedBy: 'u1',
  float: 100,
  moves: [{ at: at('09:00'), by: 'u1', amount: -10, currency: 'USD', reason: 'Change' }],
  counts: [{ countedAt: at('17:00'), countedBy: 'u1', counted: { USD: 85 } }],
};
const second = closingOf({ number: 2, openedAt: at('06:00'), closedAt: at('07:00') });

it('closes the session from the drawer as the server holds it: a null session, its Z-report after the last, the last count for lists', () => {
  const now: Drawer = { _id: 'd1', name: 'Front', currency: 'USD', session, closings: [second] };
  const change = closeSession(now, {
    drawerId: 'd1',
    session,
    currency: 'USD',
    all: [],
    closedAt: at('17:05'),
    closedBy: 'u2',
    reason: 'A note short',
  });
  expect(change).toMatchObject({
    status: 'closed',
    session: null,
    lastCount: {
      countedAt: at('17:05'),
      countedBy: 'u2',
      expected: 90,
      counted: 85,
      difference: -5,
    },
  });
  expect(change.closings).toHaveLength(2);
  expect(change.closings?.[1]).toMatchObject({
    number: 3,
    sessionId: 's3',
    closedBy: 'u2',
    reason: 'A note short',
    expected: { USD: 90 },
    counted: { USD: 85 },
  });
});
