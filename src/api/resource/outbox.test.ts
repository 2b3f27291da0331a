import { http, HttpResponse } from 'msw';
import { db } from '@/mocks/db/tables';
import { server } from '@/mocks/node';
import { recordRequests, requestsTo } from '@/test/requests';
import { DEMO_USER, storeSession } from '@/test/session';
import { clearSession } from '@/app/auth/storage';
import { runSignOutHooks } from '@/app/auth/sign-out-hooks';
import { customers } from '@/api/resources/customers';
import { QueryClient } from '@tanstack/react-query';
import {
  flushPendingDeletes,
  OUTBOX_KEY,
  queueDelete,
  readPendingDeletes,
  settleDelete,
  takeDelete,
  type PendingDelete,
} from './outbox';
import { withoutPending } from './outbox-store';
import { wipeSessionData } from '@/app/auth/wipe';

const stored = () => JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]') as PendingDelete[];
const someCustomerId = () => db.customers.all()[0]!._id;
const entryFor = (id: string, extra: Partial<PendingDelete> = {}): PendingDelete => ({
  id,
  name: 'customers',
  path: `api/customer/${id}`,
  queuedAt: Date.now() - 60_000,
  owner: DEMO_USER.id,
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
      owner: DEMO_USER.id,
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
  await expect(flushPendingDeletes()).resolves.toEqual({ sent: 2, refused: [] });
  expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`).sort()).toEqual(
    [`DELETE /api/customer/${id}`, 'DELETE /api/customer/cus-gone'].sort(),
  );
  expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  expect(db.customers.get(id)).toBeUndefined();
});

it('keeps an entry the server could not take (a 500), for the next start', async () => {
  server.use(http.delete('*/api/customer/:id', () => HttpResponse.json({}, { status: 500 })));
  localStorage.setItem(OUTBOX_KEY, JSON.stringify([entryFor('c-1')]));
  await expect(flushPendingDeletes()).resolves.toEqual({ sent: 0, refused: [] });
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
    await expect(flushPendingDeletes()).resolves.toEqual({ sent: 0, refused: [] });
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

it('drops an entry the server refused for good (a 409) and reports why, so the record shows again', async () => {
  server.use(
    http.delete('*/api/customer/:id', () =>
      HttpResponse.json({ message: 'Patient has open invoices' }, { status: 409 }),
    ),
  );
  localStorage.setItem(OUTBOX_KEY, JSON.stringify([entryFor('c-1')]));
  const { sent, refused } = await flushPendingDeletes();
  expect(sent).toBe(0);
  expect(refused).toHaveLength(1);
  expect(refused[0]).toEqual(expect.any(String));
  expect(refused[0]).not.toBe('');
  expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
});

it("records who asked for a delete, and a flush sends only the signed-in user's", async () => {
  const requests = recordRequests();
  const entry = queueDelete(
    { id: 'c-1', name: 'customers', path: 'api/customer/c-1' },
    60_000,
    () => {},
  );
  expect(stored()[0]!.owner).toBe(DEMO_USER.id);
  takeDelete(entry);
  settleDelete(entry);

  const id = someCustomerId();
  localStorage.setItem(
    OUTBOX_KEY,
    JSON.stringify([
      entryFor(id, { owner: 'u-someone-else' }),
      entryFor('cus-gone', { owner: DEMO_USER.id }),
    ]),
  );
  await expect(flushPendingDeletes()).resolves.toEqual({ sent: 1, refused: [] });
  expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/customer/cus-gone']);
  // The other user's delete waits for their session; their record is still there meanwhile.
  expect(stored().map((e) => e.id)).toEqual([id]);
  expect(db.customers.get(id)).toBeDefined();
});

it('a session that ends without a token to send with (expired, refused, locked) stops the timers and sends nothing', async () => {
  const requests = recordRequests();
  const stop = vi.fn();
  const entry = queueDelete(
    { id: 'c-1', name: 'customers', path: 'api/customer/c-1' },
    60_000,
    stop,
  );
  clearSession();
  runSignOutHooks({ userId: DEMO_USER.id, token: null });
  expect(stop).toHaveBeenCalledTimes(1);
  expect(takeDelete(entry)).toBe(false);
  // The sign-out wipes what is stored (app/auth/wipe.ts): nothing waits for another session.
  wipeSessionData();
  expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requests).toHaveLength(0);
});

it('signing out oneself ends the Undo window: the delete goes now, with that session’s token', async () => {
  const requests = recordRequests();
  const id = someCustomerId();
  const { token } = storeSession();
  const entry = queueDelete(
    { id, name: 'customers', path: `api/customer/${id}` },
    60_000,
    () => {},
  );
  clearSession();
  runSignOutHooks({ userId: DEMO_USER.id, token });
  expect(takeDelete(entry)).toBe(false);
  await vi.waitFor(() => expect(requestsTo(requests, `/api/customer/${id}`)).toHaveLength(1));
  const [request] = requestsTo(requests, `/api/customer/${id}`);
  expect(request!.method).toBe('DELETE');
  expect(request!.keepalive).toBe(true);
  expect(request!.headers.get('Authorization')).toBe(`Bearer ${token}`);
  await vi.waitFor(() => expect(db.customers.get(id)).toBeUndefined());
});

it('never sends an entry that names no owner, whoever signs in: it is dropped', async () => {
  const requests = recordRequests();
  const id = someCustomerId();
  const { owner: _, ...ownerless } = entryFor(id);
  localStorage.setItem(OUTBOX_KEY, JSON.stringify([ownerless]));
  await expect(flushPendingDeletes()).resolves.toEqual({ sent: 0, refused: [] });
  expect(readPendingDeletes()).toEqual([]);
  expect(requests).toHaveLength(0);
  expect(db.customers.get(id)).toBeDefined();
});

it('keeps nothing across a reload for a delete asked while nobody is signed in', () => {
  clearSession();
  queueDelete({ id: 'c-1', name: 'customers', path: 'api/customer/c-1' }, 60_000, () => {});
  expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
});

describe('lists leave out what is waiting to be deleted', () => {
  const page = (ids: string[], total?: number) => ({
    items: ids.map((id) => ({ id })),
    total,
    hasNextPage: false,
    page: 1,
    pageSize: 10,
  });
  const idOf = (record: { id: string }) => record.id;

  it("drops this user's pending ids of that resource from a page, and from its total", () => {
    localStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify([
        entryFor('a', { owner: DEMO_USER.id }),
        entryFor('b', { owner: 'u-someone-else' }),
        { ...entryFor('c'), name: 'doctors' },
      ]),
    );
    const result = withoutPending('customers', idOf, page(['a', 'b', 'c', 'd'], 40));
    expect(result.items.map(idOf)).toEqual(['b', 'c', 'd']);
    expect(result.total).toBe(39);
  });

  it('returns the same page when nothing is pending', () => {
    const original = page(['a', 'b']);
    expect(withoutPending('customers', idOf, original)).toBe(original);
  });

  it('a fetched list of patients does not show one whose delete is pending', async () => {
    const client = new QueryClient();
    const params = { page: 1, pageSize: 10 };
    const before = await client.fetchQuery(customers.queries.list(params));
    const first = before.items[0]!;
    localStorage.setItem(
      OUTBOX_KEY,
      JSON.stringify([entryFor(first._id, { owner: DEMO_USER.id })]),
    );
    const after = await client.fetchQuery({ ...customers.queries.list(params), staleTime: 0 });
    expect(after.items.map((c) => c._id)).not.toContain(first._id);
    expect(after.total).toBe(before.total! - 1);
    const all = await client.fetchQuery(customers.queries.all());
    expect(all.map((c) => c._id)).not.toContain(first._id);
  });
});
