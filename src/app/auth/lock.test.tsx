import { act, screen, waitFor } from '@testing-library/react';
import { http, send } from '@/api/http';
import { findField, getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { recordRequests, requestsTo } from '@/test/requests';
import { DEMO_USER, storeSession } from '@/test/session';
import { LOCK_KEYS, STORAGE_KEYS, readToken, writeLock } from './storage';

const MINUTE = 60_000;

/** Signed in as the demo user with a half-typed new patient in the record drawer. */
async function halfTypedPatient() {
  storeSession();
  const app = renderApp('/patients?edit=new');
  const drawer = await screen.findByRole('dialog', { name: 'New patient' });
  await app.user.type(await findField('First name', drawer), 'Half');
  return app;
}

const lockForm = () => screen.findByRole('form', { name: 'Unlock the screen' });

async function lockFromMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Account menu of Leila Haddad, LH' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Lock screen' }));
  return lockForm();
}

async function unlockWith(user: ReturnType<typeof renderApp>['user'], password: string) {
  await user.type(getField('Password', await lockForm()), password);
  await user.click(screen.getByRole('button', { name: 'Unlock' }));
}

describe('the idle lock', () => {
  afterEach(() => vi.useRealTimers());

  it('locks after the idle time without input, hiding the page from sight and screen readers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeSession();
    renderApp('/patients');
    await screen.findByRole('table', { name: 'Patients' });

    act(() => vi.advanceTimersByTime(9 * MINUTE));
    expect(screen.queryByRole('form', { name: 'Unlock the screen' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MINUTE));

    expect(await lockForm()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Screen locked' })).toBeInTheDocument();
    // Still there (nothing unmounted), but inert, hidden and out of the accessibility tree.
    expect(screen.queryByRole('table', { name: 'Patients' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(document.querySelector('table')?.closest('[inert][aria-hidden="true"]')).not.toBeNull();
    // No token is left to call with until the password has been checked.
    expect(readToken()).toBeNull();
    expect(localStorage.getItem(LOCK_KEYS.lock)).not.toBeNull();
  });

  it('does not lock while the user types, and input in another tab keeps it open too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeSession();
    renderApp('/patients');
    await screen.findByRole('table', { name: 'Patients' });

    act(() => vi.advanceTimersByTime(8 * MINUTE));
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    act(() => vi.advanceTimersByTime(8 * MINUTE));
    // Another tab's input, shared through local storage.
    localStorage.setItem(LOCK_KEYS.activity, String(Date.now()));
    act(() => vi.advanceTimersByTime(8 * MINUTE));
    expect(screen.getByRole('table', { name: 'Patients' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2 * MINUTE));
    expect(await lockForm()).toBeInTheDocument();
  });

  it('leaves the waiting-room display on its TV open, and input in it keeps no session open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeSession();
    const started = Date.now();
    localStorage.setItem(LOCK_KEYS.activity, String(started));
    // The browser's address (the memory history of the test's router is not the window's).
    window.history.replaceState(null, '', '/display');
    try {
      renderApp('/display');
      await screen.findByRole('main');
      act(() => vi.advanceTimersByTime(30 * MINUTE));
      act(() => void window.dispatchEvent(new PointerEvent('pointermove')));
      expect(screen.queryByRole('form', { name: 'Unlock the screen' })).not.toBeInTheDocument();
      expect(readToken()).not.toBeNull();
      // A mouse moving on the TV is nobody using the app: the last input is the desk's.
      expect(Number(localStorage.getItem(LOCK_KEYS.activity))).toBe(started);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('a display opened after the idle time starts locked, showing the clinic and nobody', async () => {
    storeSession();
    localStorage.setItem(LOCK_KEYS.activity, String(Date.now() - 11 * MINUTE));
    window.history.replaceState(null, '', '/display');
    try {
      const { user } = renderApp('/display');
      expect(await screen.findByRole('heading', { name: 'Clinic Admin' })).toBeInTheDocument();
      expect(
        screen.getByText('The display resumes when the desk is unlocked.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Leila Haddad|0700000001/)).not.toBeInTheDocument();
      expect(readToken()).toBeNull();
      // Staff at the TV can still unlock it there.
      await user.click(screen.getByRole('button', { name: 'Unlock on this screen' }));
      expect(await lockForm()).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('unlocks with the same user’s password: the half-typed form is as it was', async () => {
    const { user } = await halfTypedPatient();
    await lockFromMenu(user);
    expect(screen.getByText(/Leila Haddad \(0700000001\) is signed in/)).toBeInTheDocument();

    await unlockWith(user, DEMO_USER.password);

    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Unlock the screen' })).not.toBeInTheDocument(),
    );
    const drawer = screen.getByRole('dialog', { name: 'New patient' });
    expect(getField('First name', drawer)).toHaveValue('Half');
    expect(drawer.closest('[inert]')).toBeNull();
    expect(readToken()).not.toBeNull();
    expect(localStorage.getItem(LOCK_KEYS.lock)).toBeNull();
  });

  it('holds calls while locked and sends them after the unlock, with the new token', async () => {
    const { user } = await halfTypedPatient();
    await lockFromMenu(user);
    const requests = recordRequests();
    let answered = false;
    const call = send(http.get('api/tickets/count')).then(() => (answered = true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requestsTo(requests, '/api/tickets/count')).toHaveLength(0);
    expect(answered).toBe(false);

    await unlockWith(user, DEMO_USER.password);
    await call;
    const [sent] = requestsTo(requests, '/api/tickets/count');
    expect(sent?.headers.get('Authorization')).toBe(`Bearer ${readToken()}`);
  });

  it('says a wrong password is wrong and stays locked', async () => {
    const { user } = await halfTypedPatient();
    await lockFromMenu(user);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Enter the password.')).toBeInTheDocument();

    await unlockWith(user, 'not-the-password');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Unlock the screen' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });

  it('"Switch user" signs the first user out: sign-in page, nothing of theirs kept, held calls dropped', async () => {
    const { user, router } = await halfTypedPatient();
    // The draft of the half-typed form is in this tab's storage while the session lasts.
    await waitFor(() =>
      expect(Object.keys(sessionStorage).some((key) => key.includes('form-draft'))).toBe(true),
    );
    await lockFromMenu(user);
    const requests = recordRequests();
    const held = send(http.get('api/tickets/count')).then(
      () => 'sent',
      (error: unknown) => error,
    );

    await user.click(screen.getByRole('button', { name: 'Switch user' }));

    await screen.findByRole('form', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({});
    expect(screen.getByRole('status')).toHaveTextContent('The previous user was signed out');
    expect(await held).toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(0);
    const everything = JSON.stringify({ ...localStorage, ...sessionStorage });
    expect(everything).not.toContain('Half');
    expect(everything).not.toContain(DEMO_USER.name);
    expect(localStorage.getItem(STORAGE_KEYS.userDetails)).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'New patient' })).not.toBeInTheDocument();
  });

  it('a reload while locked lands on the lock, asking nothing of the server', async () => {
    storeSession();
    writeLock();
    const requests = recordRequests();
    renderApp('/patients');

    expect(await lockForm()).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(requests.filter((r) => new URL(r.url).pathname.startsWith('/api/'))).toEqual([]);
  });

  it('a browser opened again after the idle time lands on the lock; within it, on the page', async () => {
    storeSession();
    localStorage.setItem(LOCK_KEYS.activity, String(Date.now() - 11 * MINUTE));
    const first = renderApp('/patients');
    expect(await lockForm()).toBeInTheDocument();
    first.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    localStorage.clear();
    storeSession();
    localStorage.setItem(LOCK_KEYS.activity, String(Date.now() - 9 * MINUTE));
    renderApp('/patients');
    expect(await screen.findByRole('table', { name: 'Patients' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Unlock the screen' })).not.toBeInTheDocument();
  });

  it('locks and unlocks with another tab', async () => {
    storeSession();
    renderApp('/patients');
    await screen.findByRole('table', { name: 'Patients' });

    // Another tab locked (lock first, then the token goes).
    writeLock();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LOCK_KEYS.lock }));
    });
    expect(await lockForm()).toBeInTheDocument();

    // ...and was unlocked there.
    const { token } = storeSession();
    localStorage.removeItem(LOCK_KEYS.lock);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: LOCK_KEYS.lock, newValue: null }));
    });
    expect(await screen.findByRole('table', { name: 'Patients' })).toBeInTheDocument();
    expect(readToken()).toBe(token);
  });
});

describe('what a session leaves behind when it ends', () => {
  it('signing out with a half-typed form writes no draft for a signed-out user', async () => {
    const { user } = await halfTypedPatient();
    await waitFor(() =>
      expect(Object.keys(sessionStorage).some((key) => key.includes('form-draft'))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Account menu of Leila Haddad, LH' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await screen.findByRole('form', { name: 'Sign in' });
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Half');
  });

  it('an expired session found at start-up takes its names, filters and drafts with it', async () => {
    storeSession({ expiresAt: Date.now() - 1 });
    sessionStorage.setItem('clinic-admin.names', '{"owner":"x","names":[["customers c-1","Doe"]]}');
    sessionStorage.setItem('clinic-admin.table.patients.search', '{"lastName":"Doe"}');
    localStorage.setItem('clinic-admin.email.drafts', '{"d-1":{"subject":"Doe"}}');
    renderApp('/');

    await screen.findByRole('form', { name: 'Sign in' });
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Doe');
  });
});
