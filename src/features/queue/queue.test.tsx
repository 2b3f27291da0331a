import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { http as mock, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { ticketState, useCurrentTicket } from '@/api/resources/tickets';
import { server } from '@/mocks/node';
import { recordRequests, requestsTo } from '@/test/requests';
import { storeSession } from '@/test/session';
import { announcement } from './announce';
import { pollingCount } from './polling';
import { useCallNext } from './use-call-next';

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

/** Lets the event loop run for a while (the polling interval is a few milliseconds here). */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => storeSession());
afterEach(() => setVisibility('visible'));

describe('polling the waiting count', () => {
  it('pauses while the page is hidden and resumes when it is shown again', async () => {
    const requests = recordRequests();
    const counts = () => requestsTo(requests, '/api/tickets/count').length;
    const { wrapper } = setup();
    renderHook(() => useQuery(pollingCount(20)), { wrapper });
    await waitFor(() => expect(counts()).toBeGreaterThanOrEqual(3));

    act(() => setVisibility('hidden'));
    await pause(30); // a request already on its way may still land
    const whileHidden = counts();
    await pause(150);
    expect(counts()).toBe(whileHidden);

    act(() => setVisibility('visible'));
    await waitFor(() => expect(counts()).toBeGreaterThanOrEqual(whileHidden + 2));
  });
});

describe('calling the next ticket', () => {
  it('sends one call however often it is clicked while the first is on its way', async () => {
    const requests = recordRequests();
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ next: useCallNext(), current: useCurrentTicket() }), {
      wrapper,
    });
    await act(async () => {
      await Promise.all([result.current.next.call('2'), result.current.next.call('2')]);
    });
    await act(() => result.current.next.call('2').then(() => undefined));
    expect(requestsTo(requests, '/api/tickets/next/2')).toHaveLength(2);
  });

  it('keeps the current ticket when the call fails', async () => {
    server.use(
      mock.get('*/api/tickets/next', () =>
        HttpResponse.json({ msg: 'The queue is closed.' }, { status: 503 }),
      ),
    );
    const { client, wrapper } = setup();
    const before = { _id: 't-9', number: 9, service: 'Laboratory', status: 'called' as const };
    ticketState.setCurrent(client, before);
    const { result } = renderHook(() => ({ next: useCallNext(), current: useCurrentTicket() }), {
      wrapper,
    });
    await act(() => result.current.next.call());
    expect(result.current.current).toEqual(before);
  });
});

describe('the announcement', () => {
  it.each([
    ['en', 'Ticket 42, counter 3', 'Ticket 42'],
    ['fr', 'Ticket 42, guichet 3', 'Ticket 42'],
    ['ar', 'التذكرة رقم 42، الشباك 3', 'التذكرة رقم 42'],
  ])('is said in %s', (lng, withCounter, without) => {
    const t = i18n.getFixedT(lng);
    expect(announcement(t, { number: 42, counter: '3' })).toBe(withCounter);
    expect(announcement(t, { number: 42 })).toBe(without);
  });
});
