import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { server } from '@/mocks/node';
import { recordRequests } from '@/test/requests';
import { storeSession } from '@/test/session';
import {
  ticketApi,
  tickets,
  useCallNextTicket,
  useClearQueue,
  useCurrentTicket,
  useResetTickets,
  useTicketCount,
} from './tickets';

function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

const waiting = [
  { _id: 't1', number: 1, service: 'Laboratory', status: 'waiting' },
  { _id: 't2', number: 2, service: 'Laboratory', status: 'waiting' },
];

beforeEach(() => {
  storeSession();
  server.use(
    mock.get('*/api/tickets', () => HttpResponse.json(waiting)),
    mock.get('*/api/tickets/count', () => HttpResponse.json({ count: 2 })),
    mock.get('*/api/tickets/next/:counter', ({ params }) =>
      HttpResponse.json({
        ...waiting[0],
        status: 'called',
        counter: params.counter,
        calledAt: '2026-11-20T09:00:00.000Z',
      }),
    ),
  );
});

describe('ticket queue state (SPEC §4)', () => {
  it('calling the next ticket to a counter makes it the current ticket', async () => {
    const { wrapper } = setup();
    const requests = recordRequests();
    const { result } = renderHook(
      () => ({ next: useCallNextTicket(), current: useCurrentTicket() }),
      { wrapper },
    );
    expect(result.current.current).toBeNull();
    act(() => result.current.next.mutate('desk-3'));
    await waitFor(() =>
      expect(result.current.current).toMatchObject({
        _id: 't1',
        counter: 'desk-3',
        status: 'called',
      }),
    );
    expect(new URL(requests[0]!.url).pathname).toBe('/api/tickets/next/desk-3');
    // The server called it: the app writes nothing.
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('a `next` that only reads: the app marks the ticket called with a PUT of all of it', async () => {
    server.use(
      // A read, as SPEC §7 writes it: the ticket as it waits.
      mock.get('*/api/tickets/next/:counter', () => HttpResponse.json(waiting[0])),
      // A terse server: the change is made, the answer says nothing of it.
      mock.put('*/api/tickets/:id', () => HttpResponse.json({ ok: true })),
    );
    const { wrapper } = setup();
    const requests = recordRequests();
    const { result } = renderHook(
      () => ({ next: useCallNextTicket(), current: useCurrentTicket() }),
      { wrapper },
    );
    act(() => result.current.next.mutate('4'));
    await waitFor(() =>
      expect(result.current.current).toMatchObject({ _id: 't1', status: 'called', counter: '4' }),
    );
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(new URL(put.url).pathname).toBe('/api/tickets/t1');
    expect(await put.json()).toEqual({
      number: 1,
      service: 'Laboratory',
      status: 'called',
      counter: '4',
      calledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('a ticket the app could not mark called is not made the current one', async () => {
    server.use(
      mock.get('*/api/tickets/next', () => HttpResponse.json(waiting[1])),
      mock.put('*/api/tickets/:id', () =>
        HttpResponse.json({ msg: 'Ticket locked' }, { status: 409 }),
      ),
    );
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ next: useCallNextTicket(), current: useCurrentTicket() }),
      { wrapper },
    );
    act(() => result.current.next.mutate(undefined));
    await waitFor(() => expect(result.current.next.error?.message).toBe('Ticket locked'));
    expect(result.current.current).toBeNull();
  });

  it('reads the count as `{ count }` or as the bare number', async () => {
    expect(await ticketApi.count()).toBe(2);
    server.use(mock.get('*/api/tickets/count', () => HttpResponse.json(7)));
    expect(await ticketApi.count()).toBe(7);
  });

  it('an empty queue leaves no current ticket', async () => {
    server.use(mock.get('*/api/tickets/next', () => HttpResponse.json(null)));
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ next: useCallNextTicket(), current: useCurrentTicket() }),
      { wrapper },
    );
    act(() => result.current.next.mutate(undefined));
    await waitFor(() => expect(result.current.next.isSuccess).toBe(true));
    expect(result.current.current).toBeNull();
  });

  it('reset empties the list, clears the current ticket and sets the pending count to zero', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        list: tickets.hooks.useList({ page: 1, pageSize: 25 }),
        count: useTicketCount(),
        current: useCurrentTicket(),
        next: useCallNextTicket(),
        reset: useResetTickets(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.count.data).toBe(2));
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(2));
    act(() => result.current.next.mutate('desk-1'));
    await waitFor(() => expect(result.current.current).not.toBeNull());
    await waitFor(() =>
      expect(result.current.next.isIdle || result.current.next.isSuccess).toBe(true),
    );

    await act(() => result.current.reset());

    await waitFor(() => expect(result.current.list.data?.items).toEqual([]));
    expect(result.current.current).toBeNull();
    expect(result.current.count.data).toBe(0);
  });

  it('clearing the queue deletes every ticket of the day, then resets the client state', async () => {
    server.use(mock.delete('*/api/tickets/:id', () => new HttpResponse(null, { status: 204 })));
    const requests = recordRequests();
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ count: useTicketCount(), current: useCurrentTicket(), clear: useClearQueue() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.count.data).toBe(2));
    server.use(mock.get('*/api/tickets/count', () => HttpResponse.json({ count: 0 })));
    await act(() => result.current.clear.mutateAsync());
    const deleted = requests
      .filter((r) => r.method === 'DELETE')
      .map((r) => new URL(r.url).pathname)
      .sort();
    expect(deleted).toEqual(['/api/tickets/t1', '/api/tickets/t2']);
    expect(result.current.count.data).toBe(0);
    expect(result.current.current).toBeNull();
  });

  it('a next-ticket answer that is not a ticket is a contract error, not an empty queue', async () => {
    server.use(mock.get('*/api/tickets/next', () => HttpResponse.json({ number: 'seven' })));
    await expect(ticketApi.next()).rejects.toMatchObject({ kind: 'contract' });
    server.use(mock.get('*/api/tickets/next', () => HttpResponse.json({})));
    await expect(ticketApi.next()).resolves.toBeNull();
  });

  it('a failed count shows its catalogue text', async () => {
    server.use(mock.get('*/api/tickets/count', () => HttpResponse.json({}, { status: 503 })));
    const { wrapper } = setup();
    const { result } = renderHook(() => useTicketCount(), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('Failed to fetch ticket count'));
  });
});
