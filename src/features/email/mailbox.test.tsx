import { screen, waitFor, within } from '@testing-library/react';
import { setBackend } from '@/api/backend';
import { SUSPICIOUS_SUBJECT } from '@/mocks/db/email-seed';
import { renderApp } from '@/test/render';
import { recordRequests, requestsTo } from '@/test/requests';
import { storeSession } from '@/test/session';

describe('the email area, signed out', () => {
  it('opens without a session (no detour to sign-in) and says reading mail needs one', async () => {
    const requests = recordRequests();
    const { router } = renderApp('/apps/email');

    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apps/email/inbox');
    const prompt = screen.getByRole('region', { name: 'You are not signed in' });
    expect(within(prompt).getByRole('link', { name: 'Sign in to read your mail' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fapps%2Femail%2Finbox',
    );
    expect(screen.getByRole('navigation', { name: 'Mail folders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compose' })).toHaveAttribute(
      'href',
      '/apps/email/compose',
    );
    // Nothing is asked of the server without a session.
    expect(requests.filter((r) => r.url.includes('/api/'))).toEqual([]);
  });

  it('stays in the email area for a path it does not know', async () => {
    const { router } = renderApp('/apps/email/spam/folder/deep');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nothing here' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the inbox' })).toHaveAttribute(
      'href',
      '/apps/email/inbox',
    );
    expect(router.state.location.pathname).toBe('/apps/email/spam/folder/deep');
  });
});

describe('the mailbox, signed in', () => {
  beforeEach(() => {
    storeSession();
  });

  it('lists the inbox with senders, subjects, dates and unread marks, and pages through it', async () => {
    const { user, router } = renderApp('/apps/email/inbox');

    const table = await screen.findByRole('table', { name: 'Inbox, messages 1 to 20 of 25' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(
      within(table).getByRole('link', {
        name: 'Unread: Order BL-20418 shipped: reagent kits and vacutainers',
      }),
    ).toHaveAttribute('href', '/apps/email/inbox/em-u-0001-001');
    expect(within(table).getByText('BioLab Supplies')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Inbox, 5 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(
      await screen.findByRole('table', { name: 'Inbox, messages 21 to 25 of 25' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 2 });
  });

  it('searches the folder, keeping the query in the URL', async () => {
    const { user, router } = renderApp('/apps/email/inbox');
    await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: 'Search in Inbox' }), 'gulfcare');

    expect(
      await screen.findByRole('table', { name: 'Inbox, messages 1 to 1 of 1' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ q: 'gulfcare' });

    await user.clear(screen.getByRole('searchbox', { name: 'Search in Inbox' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search in Inbox' }), 'no such words');
    expect(await screen.findByText('No messages match “no such words”.')).toBeInTheDocument();
  });

  it('opens a message, marks it read, and shows its body without anything active in it', async () => {
    const requests = recordRequests();
    const { user } = renderApp(`/apps/email/inbox?q=${encodeURIComponent('overdue')}`);

    await user.click(await screen.findByRole('link', { name: `Unread: ${SUSPICIOUS_SUBJECT}` }));

    expect(
      await screen.findByRole('heading', { level: 1, name: SUSPICIOUS_SUBJECT }),
    ).toBeInTheDocument();
    const body = screen.getByRole('region', { name: 'Message body' });
    expect(within(body).getByText('View the invoice')).toBeInTheDocument();
    expect(body.querySelector('script')).toBeNull();
    expect(
      [...body.querySelectorAll('*')].flatMap((el) =>
        el.getAttributeNames().filter((n) => n.startsWith('on')),
      ),
    ).toEqual([]);
    expect(body.innerHTML).not.toContain('javascript:');
    expect(
      screen.getByText('Billing Department <billing@secure-payments-check.example>'),
    ).toBeInTheDocument();

    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(await requests.find((r) => r.method === 'PATCH')?.json()).toEqual({ read: true });
  });

  it('moves a message to the trash and takes it out of the list', async () => {
    const { user, router } = renderApp('/apps/email/inbox/em-u-0001-002');

    await user.click(await screen.findByRole('button', { name: 'Move to trash' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/email/inbox'));
    expect(await screen.findByText('Moved to the trash.')).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Inbox, messages 1 to 20 of 24' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /Referral: Mr. Karim Aziz/ }),
    ).not.toBeInTheDocument();
  });

  it('asks before deleting from the trash for good', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/apps/email/trash/em-u-0001-032');

    await user.click(await screen.findByRole('button', { name: 'Delete forever' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));

    await waitFor(() =>
      expect(requestsTo(requests, '/api/emails/em-u-0001-032').map((r) => r.method)).toContain(
        'DELETE',
      ),
    );
    expect(await screen.findByText('Deleted for good.')).toBeInTheDocument();
  });

  it('says so when a message no longer exists', async () => {
    renderApp('/apps/email/inbox/em-nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('This message no longer exists.');
  });
});

describe('the email area on a backend without the mail API', () => {
  beforeEach(() => storeSession());
  afterEach(() => setBackend({}));

  it('says in its place that this server does not offer email, and asks it nothing', async () => {
    setBackend({ apiUrl: 'http://api.clinic.test' });
    const requests = recordRequests();
    renderApp('/apps/email/inbox');

    expect(
      await screen.findByText(
        'This server does not offer email: the mail API is an extension of the contract that it has not declared (see README).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mail folders' })).toBeNull();
    expect(requests.filter((r) => r.url.includes('/api/emails'))).toEqual([]);
  });
});
