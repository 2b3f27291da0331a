import { http, HttpResponse } from 'msw';
import { db } from '@/mocks/db/tables';
import { server } from '@/mocks/node';
import { recordRequests, requestsTo } from '@/test/requests';
import { storeSession } from '@/test/session';
import {
  flushPendingDeletes,
  OUTBOX_KEY,
  queueDelete,
  readPendingDeletes,
  settleDelete,
  takeDelete,
  type PendingDelete,
} from './outbox';

const stored = () => JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]') as PendingDelete[];
const someCustomerId = () => db.customers.all()[0]!._id;
const entryFor = (id: string, extra: Partial<PendingDelete> = {}): PendingDelete => ({
  id,
  name: 'customers',
  path: `api/customer/${id}`,
  queuedAt: Date.now() - 60_000,
  ...extra,
});

beforeEach(() => storeSession());

it('writes a queued delete to local storage and forgets it once settled', () => {
  const entry = queueDelete(
    { id: 'c-1', name: 'customers', path: 'api/customer/c-1' },
    5000,
    () => {},
  );
  expect(stored()).toEqual([
    {
      id: 'c-1',
      name: 'customers',
      path: 'api/customer/c-1',
      queuedAt: expect.any(Number),
      dueAt: entry.queuedAt + 5000,
    },
  ]);
  expect(takeDelete(entry)).toBe(true);
  settleDelete(entry);
  expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
});

it('on pagehide sends every waiting delete at once, with keepalive, and stops its timer', async () => {
  const requests = recordRequests();
  const id = someCustomerId();
  const stop = vi.fn();
  const entry = queueDelete({ id, name: 'customers', path: `api/customer/${id}` }, 60_000, stop);
  window.dispatchEvent(new PageTransitionEvent('pagehide'));
  expect(stop).toHaveBeenCalledTimes(1);
  // Taken by the page's departure: an Undo now would come too late.
  expect(takeDelete(entry)).toBe(false);
  await vi.waitFor(() => expect(requestsTo(requests, `/api/customer/${id}`)).toHaveLength(1));
  const [request] = requestsTo(requests, `/api/customer/${id}`);
  expect(request!.method).toBe('DELETE');
  expect(request!.keepalive).toBe(true);
  expect(request!.headers.get('Authorization')).toMatch(/^Bearer /);
  // Here the page lives on (as in the back/forward cache), so the answer arrives and clears it.
  await vi.waitFor(() => expect(readPendingDeletes()).toEqual([]));
  expect(db.customers.get(id)).toBeUndefined();
});

it('flushes what an earlier page left: sends, clears and counts them; a 404 counts as done', async () => {
  const requests = recordRequests();
  const id = someCustomerId();
  localStorage.setItem(OUTBOX_KEY, JSON.stringify([entryFor(id), entryFor('cus-gone')]));
  await expect(flushPendingDeletes()).resolves.toBe(2);
  expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`).sort()).toEqual(
    [`DELETE /api/customer/${id}`, 'DELETE /api/customer/cus-gone'].sort(),
  );
  expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  expect(db.customers.get(id)).toBeUndefined();
});

it('keeps an entry the server refused, for the next start', async () => {
  server.use(http.delete('*/api/customer/:id', () => HttpResponse.json({}, { status: 500 })));
  localStorage.setItem(OUTBOX_KEY, JSON.stringify([entryFor('c-1')]));
  await expect(flushPendingDeletes()).resolves.toBe(0);
  expect(stored()).toEqual([entryFor('c-1', { queuedAt: expect.any(Number) })]);
});

it('leaves alone the deletes still counting down, in this page or another tab', async () => {
  const requests = recordRequests();
  const mine = queueDelete(
    { id: 'c-1', name: 'customers', path: 'api/customer/c-1' },
    60_000,
    () => {},
  );
  const otherTab = entryFor('c-2', { queuedAt: Date.now(), dueAt: Date.now() + 60_000 });
  localStorage.setItem(OUTBOX_KEY, JSON.stringify([...stored(), otherTab]));
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    await expect(flushPendingDeletes()).resolves.toBe(0);
  } finally {
    vi.clearAllTimers();
    vi.useRealTimers();
  }
  expect(requests).toHaveLength(0);
  expect(stored().map((e) => e.id)).toEqual(['c-1', 'c-2']);
  takeDelete(mine);
});

it('reads unreadable storage as nothing pending', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(OUTBOX_KEY, '{not json');
  expect(readPendingDeletes()).toEqual([]);
  expect(warn).toHaveBeenCalled();
  expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
});
