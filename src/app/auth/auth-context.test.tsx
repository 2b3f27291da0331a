import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { http, send } from '@/api/http';
import { DEMO_SESSION_MS } from '@/mocks/config';
import { server } from '@/mocks/node';
import { issueToken } from '@/mocks/token';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { DEMO_USER, storeSession } from '@/test/session';
import { STORAGE_KEYS, writeSession } from './storage';

const MINUTE = 60 * 1000;

const storedSession = () => ({
  token: localStorage.getItem(STORAGE_KEYS.token),
  userDetails: localStorage.getItem(STORAGE_KEYS.userDetails),
  userInfo: localStorage.getItem(STORAGE_KEYS.userInfo),
});
const nothingStored = { token: null, userDetails: null, userInfo: null };

/** Signed in as the demo user at `path`, once the main layout is on screen. */
async function openSignedIn(path = '/', session = {}) {
  storeSession(session);
  const app = renderApp(path);
  await screen.findByRole('navigation', { name: 'Main navigation' });
  return app;
}

const signInPage = () => screen.findByRole('form', { name: 'Sign in' });

describe('starting the app', () => {
  it('opens the main area with a valid stored session', async () => {
    const { router } = await openSignedIn('/');

    expect(screen.getByRole('heading', { level: 1, name: /Leila Haddad/ })).toBeInTheDocument();
    expect(router.state.location.href).toBe('/');
  });

  it('sends an anonymous visitor to sign-in, remembering the page', async () => {
    const { router } = renderApp('/');

    await signInPage();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/' });
  });

  it('treats an expired stored session as signed out and removes it', async () => {
    storeSession({ expiresAt: Date.now() - 1 });
    const { router } = renderApp('/');

    await signInPage();
    expect(router.state.location.pathname).toBe('/login');
    expect(storedSession()).toEqual(nothingStored);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('logs corrupt stored data and starts signed out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession();
    localStorage.setItem(STORAGE_KEYS.userDetails, '{not json');
    const { router } = renderApp('/');

    await signInPage();
    expect(router.state.location.pathname).toBe('/login');
    expect(error).toHaveBeenCalledWith(
      'Stored session data is corrupt; signing out.',
      expect.anything(),
    );
    expect(storedSession()).toEqual(nothingStored);
  });
});

describe('a session ending while the app is open', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the user to sign-in with a notice when expiresAt passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { router } = await openSignedIn('/', { expiresAt: Date.now() + 10 * MINUTE });

    act(() => {
      vi.advanceTimersByTime(10 * MINUTE);
    });

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session has expired. Sign in again to continue.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/' });
    expect(storedSession()).toEqual(nothingStored);
  });

  // Sessions longer than setTimeout's ~24.8-day limit (e.g. VITE_SESSION_HOURS=720) re-arm the timer.
  it('ends a session longer than the longest timer when it expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const DAY = 24 * 60 * MINUTE;
    // A token the demo backend accepts for as long (the home screen calls it): 30 days.
    const { router } = await openSignedIn('/', {
      token: issueToken(DEMO_USER.id, Date.now() + 30 * DAY - DEMO_SESSION_MS),
      expiresAt: Date.now() + 30 * DAY,
    });

    act(() => {
      vi.advanceTimersByTime(30 * DAY);
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Your session has expired.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('is noticed when the tab regains focus after the timer could not run (sleeping laptop)', async () => {
    const expiresAt = Date.now() + 10 * MINUTE;
    const { router } = await openSignedIn('/', { expiresAt });

    vi.spyOn(Date, 'now').mockReturnValue(expiresAt);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Your session has expired.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('locks on a 401 from any API call: the same user’s password carries on on the same page', async () => {
    server.use(
      mock.get('*/api/patients', () =>
        HttpResponse.json({ msg: 'Token revoked' }, { status: 401 }),
      ),
    );
    const { router, user } = await openSignedIn('/patients?page=2');
    expect(await screen.findByText(/rows 26–50/)).toBeInTheDocument();

    await act(async () => {
      await send(http.get('api/patients')).catch(() => {});
    });

    const lock = await screen.findByRole('form', { name: 'Unlock the screen' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'The server ended the session. Enter the password to carry on where you left off.',
    );
    // The refused token is gone; the page behind is kept, hidden, on the same address.
    expect(storedSession().token).toBeNull();
    expect(router.state.location.href).toBe('/patients?page=2');
    expect(screen.queryByRole('heading', { level: 1, name: 'Patients' })).not.toBeInTheDocument();

    await user.type(getField('Password', lock), DEMO_USER.password);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    expect(router.state.location.href).toBe('/patients?page=2');
    expect(screen.getByText(/rows 26–50/)).toBeInTheDocument();
  });

  it('locks when the password change is answered 401', async () => {
    server.use(
      mock.post('*/api/auth/update-password/:userId', () =>
        HttpResponse.json({ msg: 'Your session is missing or has expired.' }, { status: 401 }),
      ),
    );
    const { router, user } = await openSignedIn('/');

    await user.click(screen.getByRole('button', { name: 'Account menu of Leila Haddad, LH' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(getField('Current password', dialog), DEMO_USER.password);
    await user.type(getField('New password', dialog), 'new-password-1');
    await user.type(getField('Confirm new password', dialog), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('form', { name: 'Unlock the screen' })).toBeInTheDocument();
    expect(screen.getByText(/The server ended the session/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('another tab', () => {
  it('signing out there signs out here', async () => {
    const { router, queryClient } = await openSignedIn('/');
    queryClient.setQueryData(['patients'], [{ _id: 'p1', name: 'A patient' }]);

    localStorage.clear();
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.token, newValue: null }),
      );
    });

    expect(await screen.findByRole('status')).toHaveTextContent(
      'You were signed out in another tab.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(queryClient.getQueryData(['patients'])).toBeUndefined();
  });

  it('clearing all storage there signs out here', async () => {
    const { router } = await openSignedIn('/');

    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });

    expect(await screen.findByRole('status')).toHaveTextContent(
      'You were signed out in another tab.',
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('changing another setting there changes nothing here', async () => {
    const { router, queryClient } = await openSignedIn('/');
    // The home screen's figures are in, asked for with the token, before the token goes (a call
    // without it would be refused, and a refusal signs out whatever this test is about).
    await within(
      await screen.findByRole('region', { name: 'Results awaiting validation' }),
    ).findByText(/^\d/);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    localStorage.removeItem(STORAGE_KEYS.token);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'clinic-admin-color-scheme', newValue: 'dark' }),
      );
    });
    // Re-run the route guard: it would now send a signed-out user to /login.
    await act(() => router.invalidate());

    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('signing in there signs in here, with the session record that tab wrote', async () => {
    const expiresAt = Date.now() + 30 * MINUTE;
    const { router } = renderApp('/login');
    await signInPage();

    // A token the demo backend accepts: the home screen this tab opens asks it for figures.
    const token = issueToken('u-0002');
    writeSession({
      token,
      user: { id: 'u-0002', name: 'Omar Khalil', phone: '0700000002', type: 'root' },
      expiresAt,
    });
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.token, newValue: token }),
      );
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: /Omar Khalil/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(
      screen.getByRole('button', { name: 'Account menu of Omar Khalil, OK' }),
    ).toBeInTheDocument();
  });
});

describe('signing out from the account menu', () => {
  it('clears the stored session and the cached data, and opens sign-in without a notice', async () => {
    const { router, user, queryClient } = await openSignedIn('/');
    localStorage.setItem('clinic-admin-color-scheme', 'dark');
    queryClient.setQueryData(['patients'], [{ _id: 'p1', name: 'A patient' }]);

    await user.click(screen.getByRole('button', { name: 'Account menu of Leila Haddad, LH' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await signInPage();
    expect(router.state.location.pathname).toBe('/login');
    expect(storedSession()).toEqual(nothingStored);
    expect(queryClient.getQueryData(['patients'])).toBeUndefined();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(localStorage.getItem('clinic-admin-color-scheme')).toBe('dark');
  });

  it('shows who is signed in before signing out', async () => {
    const { user } = await openSignedIn('/');

    const account = screen.getByRole('button', { name: 'Account menu of Leila Haddad, LH' });
    expect(account).toHaveTextContent('LH');
    await user.click(account);

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Leila Haddad');
    expect(menu).toHaveTextContent('0700000001');
  });
});
