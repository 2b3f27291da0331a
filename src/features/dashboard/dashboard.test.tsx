import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@/mocks/db/tables';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render';
import { storeSession } from '@/test/session';
import { setBackend } from '@/api/backend';
import { Dashboard } from './dashboard';

// The demo seed's day, so every card has figures (unit tests keep the seed's fixed dates).
const DAY = '2026-11-20';
const card = (name: string) => screen.getByRole('region', { name });
const linkIn = (name: string) => within(card(name)).getByRole('link');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 12, 0));
  storeSession({ expiresAt: new Date(2026, 10, 20, 20, 0).getTime() });
});
afterEach(() => vi.useRealTimers());

describe('the dashboard', () => {
  it('shows each figure of the day, each linking to its list with the filters in the URL', async () => {
    renderRoute(Dashboard);
    await screen.findByRole('region', { name: 'Appointments today' });
    const todays = db.appointments.all().filter((a) => a.scheduledAt.startsWith(DAY)).length;
    expect(await within(card('Appointments today')).findByText(String(todays))).toBeInTheDocument();
    expect(await within(card('Waiting in the queue')).findByText('30')).toBeInTheDocument();
    const awaiting = db.results.all().filter((r) => r.statusId === 'est-04').length;
    expect(
      await within(card('Results awaiting validation')).findByText(awaiting.toLocaleString('en')),
    ).toBeInTheDocument();
    expect(
      await within(card('Payments today')).findByRole('region', {
        name: 'Payments taken today by currency',
      }),
    ).toBeInTheDocument();

    expect(linkIn('Appointments today')).toHaveAttribute(
      'href',
      `/appointments?scheduledAtFrom=${DAY}&scheduledAtTo=${DAY}`,
    );
    expect(linkIn('Waiting in the queue')).toHaveAttribute('href', '/queue');
    expect(linkIn('Results awaiting validation')).toHaveAttribute(
      'href',
      '/results?statusId=est-04',
    );
    expect(linkIn('Results out of range today')).toHaveAttribute(
      'href',
      `/results?flag=out&sampledAtFrom=${DAY}&sampledAtTo=${DAY}`,
    );
    expect(linkIn('Payments today')).toHaveAttribute(
      'href',
      `/payments?createdAtFrom=${DAY}&createdAtTo=${DAY}`,
    );
  });

  it('shows a skeleton in each card while its figure loads', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/api/tickets/count', async () => void (await held)));
    renderRoute(Dashboard);
    const queue = await screen.findByRole('region', { name: 'Waiting in the queue' });
    expect(within(queue).getByRole('link', { name: 'Open the queue' })).toBeInTheDocument();
    expect(queue.querySelector('[aria-busy="true"]')).not.toBeNull();
    release();
    expect(await within(queue).findByText('30')).toBeInTheDocument();
    expect(queue.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('keeps the other cards when one fails, and its Try again loads it', async () => {
    server.use(
      http.get(
        '*/api/tickets/count',
        () => HttpResponse.json({ msg: 'The queue service is not answering' }, { status: 400 }),
        { once: true },
      ),
    );
    const { user } = renderRoute(Dashboard);
    const queue = await screen.findByRole('region', { name: 'Waiting in the queue' });
    expect(await within(queue).findByRole('alert')).toHaveTextContent(
      'The queue service is not answering',
    );
    expect(
      await within(card('Results out of range today')).findByText(/^\d[\d,]*$/),
    ).toBeInTheDocument();
    expect(within(card('Appointments today')).queryByRole('alert')).toBeNull();

    await user.click(within(queue).getByRole('button', { name: 'Try again' }));
    expect(await within(queue).findByText('30')).toBeInTheDocument();
    expect(within(queue).queryByRole('alert')).toBeNull();
  });

  describe('on a backend that follows only the contract', () => {
    afterEach(() => setBackend({}));

    it('says what each figure needs instead of counting unfiltered records', async () => {
      setBackend({ apiUrl: 'http://api.clinic.test' });
      const asked: URL[] = [];
      server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url)));
      renderRoute(Dashboard);
      await screen.findByRole('region', { name: 'Waiting in the queue' });
      expect(await within(card('Waiting in the queue')).findByText('30')).toBeInTheDocument();
      const dateRange = "Needs the server's date-range filter (see README).";
      expect(within(card('Appointments today')).getByText(dateRange)).toBeInTheDocument();
      expect(within(card('Payments today')).getByText(dateRange)).toBeInTheDocument();
      expect(
        within(card('Results out of range today')).getByText(
          "Needs the server's result-flag filter (see README).",
        ),
      ).toBeInTheDocument();
      expect(within(card('Appointments today')).queryByRole('link')).toBeNull();
      // Awaiting validation is a column filter of the contract: its figure stands.
      const awaiting = db.results.all().filter((r) => r.statusId === 'est-04').length;
      expect(
        await within(card('Results awaiting validation')).findByText(awaiting.toLocaleString('en')),
      ).toBeInTheDocument();
      server.events.removeAllListeners();
      const extensions = asked.flatMap((url) =>
        [...url.searchParams.keys()].filter((k) => k === 'flag' || /(From|To)$/.test(k)),
      );
      expect(extensions).toEqual([]);
      expect(asked.some((url) => url.pathname === '/api/appointments')).toBe(false);
    });

    it('shows no count from a server that ignored a filter it declared', async () => {
      setBackend({
        apiUrl: 'http://api.clinic.test',
        extensions: ['dateRange', 'resultFlag'],
      });
      // Every result, whatever the filters: as a server that drops parameters it ignores.
      const rows = db.results.all().slice(0, 20);
      server.use(http.get('*/api/results', () => HttpResponse.json({ data: rows, count: 20_000 })));
      renderRoute(Dashboard);
      const outOfRange = await screen.findByRole('region', { name: 'Results out of range today' });
      expect(
        await within(outOfRange).findByText(
          /^The server ignored the filter on Flag and Sampled: what is shown is not filtered by it\.$/,
        ),
      ).toBeInTheDocument();
      expect(within(outOfRange).queryByText('20,000')).toBeNull();
      expect(within(outOfRange).queryByRole('link')).toBeNull();
    });
  });
});
