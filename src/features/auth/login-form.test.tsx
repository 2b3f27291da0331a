import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { http, HttpResponse } from 'msw';
import { setRequestGate } from '@/api/interceptors';
import { jwtExpiry } from '@/app/auth/session';
import { STORAGE_KEYS } from '@/app/auth/storage';
import { server } from '@/mocks/node';
import { issueToken } from '@/mocks/token';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { recordRequests, requestsTo } from '@/test/requests';
import { DEMO_USER } from '@/test/session';
import { resetWarmUp } from '@/app/warm-up';

async function openLogin(path = '/login') {
  const app = renderApp(path);
  await screen.findByRole('form', { name: 'Sign in' });
  return app;
}

const phoneField = () => screen.getByRole('textbox', { name: 'Phone' });
const passwordField = () => getField('Password');
const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

function answerLogin(response: () => Response | Promise<Response>) {
  server.use(http.post('*/api/auth/login', response));
}

describe('the sign-in form', () => {
  it('has a Phone field, a Password field and a Sign in button', async () => {
    await openLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(phoneField()).toHaveAttribute('type', 'tel');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('name', 'password');
    expect(signInButton()).toHaveAttribute('type', 'submit');
  });

  it('offers the demo account, and fills it in on request', async () => {
    const { user } = await openLogin();

    const hint = screen.getByRole('note', { name: 'Demo mode' });
    expect(hint).toHaveTextContent('Sign in with phone 0700000001 and password demo1234.');

    await user.click(within(hint).getByRole('button', { name: 'Use the demo account' }));

    expect(phoneField()).toHaveValue('0700000001');
    expect(passwordField()).toHaveValue('demo1234');
  });

  it('links to the registration page', async () => {
    const { user, router } = await openLogin();

    await user.click(screen.getByRole('link', { name: 'Create one' }));

    expect(await screen.findByRole('form', { name: 'Create an account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('starts the backend and the main area when the user first focuses the form, not before', async () => {
    resetWarmUp();
    const gate = vi.fn(() => Promise.resolve());
    setRequestGate(gate);
    try {
      const { user } = await openLogin();
      expect(gate).not.toHaveBeenCalled();

      await user.click(phoneField());
      await user.type(phoneField(), '07');
      await user.click(passwordField());

      // Once per page, however often the focus moves within the form.
      expect(gate).toHaveBeenCalledTimes(1);
    } finally {
      setRequestGate(undefined);
      resetWarmUp();
    }
  });
});

describe('checking the form before sending', () => {
  it('marks both empty fields as required and sends nothing', async () => {
    const { user } = await openLogin();
    const requests = recordRequests();

    await user.click(signInButton());

    // Validation runs before anything is sent; the messages appear once it has.
    await waitFor(() =>
      expect(phoneField()).toHaveAccessibleDescription('This field is required.'),
    );
    expect(passwordField()).toHaveAccessibleDescription('This field is required.');
    expect(phoneField()).toBeInvalid();
    expect(passwordField()).toBeInvalid();
    expect(phoneField()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);

    // Filling the fields clears their errors, and the same form then does send, once (so the
    // count above is a real observation, not a listener that never fires).
    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), DEMO_USER.password);
    expect(phoneField()).not.toHaveAccessibleDescription();
    expect(passwordField()).not.toHaveAccessibleDescription();
    expect(phoneField()).toBeValid();
    expect(passwordField()).toBeValid();
    await user.click(signInButton());
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(requestsTo(requests, '/api/auth/login')).toHaveLength(1);
  });

  it('rejects a phone number that is not one, and sends nothing', async () => {
    const { user } = await openLogin();
    const requests = recordRequests();

    await user.type(phoneField(), '12ab');
    await user.type(passwordField(), 'demo1234');
    await user.click(signInButton());

    await waitFor(() =>
      expect(phoneField()).toHaveAccessibleDescription(
        'Enter a valid phone number (7 to 15 digits).',
      ),
    );
    expect(passwordField()).not.toHaveAccessibleDescription();
    expect(phoneField()).toHaveFocus();
    expect(requests).toHaveLength(0);
    // Nothing typed is lost; correcting the number clears its error, and the kept password
    // signs in.
    expect(phoneField()).toHaveValue('12ab');
    expect(passwordField()).toHaveValue('demo1234');
    await user.clear(phoneField());
    await user.type(phoneField(), DEMO_USER.phone);
    expect(phoneField()).toBeValid();
    await user.click(signInButton());
    await screen.findByRole('navigation', { name: 'Main navigation' });
  });

  it('checks a field when it loses focus, and clears the message once the user types', async () => {
    const { user } = await openLogin();

    await user.type(phoneField(), '12ab');
    await user.tab();
    await waitFor(() =>
      expect(phoneField()).toHaveAccessibleDescription(
        'Enter a valid phone number (7 to 15 digits).',
      ),
    );
    expect(phoneField()).toBeInvalid();
    // Only the field that was left is checked: the untouched password shows no error yet.
    expect(passwordField()).not.toHaveAccessibleDescription();

    await user.type(phoneField(), '5');
    expect(phoneField()).not.toHaveAccessibleDescription();
  });

  it('shows the messages in the interface language', async () => {
    await i18n.changeLanguage('fr');
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveAccessibleDescription(
        'Ce champ est obligatoire.',
      ),
    );
  });
});

describe('a failed sign-in', () => {
  it("shows the server's message for wrong credentials and stays signed out", async () => {
    const { user, router } = await openLogin();

    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), 'wrong-password');
    await user.click(signInButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong phone number or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("shows the server's message in the interface language", async () => {
    await i18n.changeLanguage('ar');
    const { user } = renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: 'الهاتف' }), DEMO_USER.phone);
    await user.type(getField('كلمة المرور'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'دخول' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'رقم الهاتف أو كلمة المرور غير صحيحة.',
    );
  });

  it('keeps what was typed', async () => {
    const { user } = await openLogin();

    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), 'wrong-password');
    await user.click(signInButton());
    await screen.findByRole('alert');

    expect(phoneField()).toHaveValue(DEMO_USER.phone);
    expect(passwordField()).toHaveValue('wrong-password');
  });

  it('shows "Login failed" when the server fails without a message', async () => {
    answerLogin(() => new HttpResponse(null, { status: 500 }));
    const { user, router } = await openLogin();
    const requests = recordRequests();

    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), DEMO_USER.password);
    await user.click(signInButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Login failed$/);
    expect(requestsTo(requests, '/api/auth/login')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    expect(phoneField()).toHaveValue(DEMO_USER.phone);
    expect(passwordField()).toHaveValue(DEMO_USER.password);
  });

  it("shows the server's own message when it fails with one", async () => {
    answerLogin(() =>
      HttpResponse.json({ msg: 'The clinic server is under maintenance.' }, { status: 503 }),
    );
    const { user } = await openLogin();

    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), DEMO_USER.password);
    await user.click(signInButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The clinic server is under maintenance\.$/,
    );
  });

  it('shows "Login failed" when the server cannot be reached', async () => {
    answerLogin(() => HttpResponse.error());
    const { user, router } = await openLogin();

    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), DEMO_USER.password);
    await user.click(signInButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('names what was expected when a successful answer carries no token, and stays signed out', async () => {
    answerLogin(() =>
      HttpResponse.json({ id: 'u-0001', name: 'Leila Haddad', phone: '0700000001' }),
    );
    const { user, router } = await openLogin();

    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), DEMO_USER.password);
    await user.click(signInButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The server's answer to sign-in was not what the app expects: token should be string.",
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('says the answer was not understood when a successful answer is not JSON', async () => {
    answerLogin(() => HttpResponse.html('<!doctype html><title>Proxy login</title>'));
    const { user } = await openLogin();

    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), DEMO_USER.password);
    await user.click(signInButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The server's answer to sign-in was not what the app expects: the body is not JSON.",
    );
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('puts per-field server errors on their fields', async () => {
    answerLogin(() =>
      HttpResponse.json(
        {
          msg: 'Some fields are missing or invalid.',
          errors: { phone: 'This number is blocked.' },
        },
        { status: 400 },
      ),
    );
    const { user } = await openLogin();

    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), DEMO_USER.password);
    await user.click(signInButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some fields are missing or invalid.',
    );
    expect(phoneField()).toHaveAccessibleDescription('This number is blocked.');
  });
});

describe('signing in', () => {
  it('sends the phone and password, stores the session and opens the home page', async () => {
    const { user, router } = await openLogin();
    const requests = recordRequests();

    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), DEMO_USER.password);
    await user.click(signInButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: /Leila Haddad/ }),
    ).toBeInTheDocument();
    expect(router.state.location.href).toBe('/');

    const [login] = requestsTo(requests, '/api/auth/login');
    expect(login?.method).toBe('POST');
    expect(await login?.json()).toEqual({ phone: '0700000001', password: 'demo1234' });

    const token = localStorage.getItem(STORAGE_KEYS.token);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userDetails) ?? 'null')).toEqual({
      id: 'u-0001',
      name: 'Leila Haddad',
      phone: '0700000001',
      type: 'root',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? 'null')).toEqual({
      expiresAt: jwtExpiry(token ?? ''),
    });
  });

  it('submits with Enter in the password field', async () => {
    const { user, router } = await openLogin();

    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), `${DEMO_USER.password}{Enter}`);

    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('disables the button while the request is pending, so it cannot be sent twice', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    answerLogin(async () => {
      await released;
      return new HttpResponse(null, { status: 500 });
    });
    const { user } = await openLogin();
    const requests = recordRequests();

    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), DEMO_USER.password);
    await user.click(signInButton());

    await waitFor(() => expect(signInButton()).toBeDisabled());
    expect(signInButton()).toHaveAttribute('data-loading', 'true');
    await user.click(signInButton());
    expect(requestsTo(requests, '/api/auth/login')).toHaveLength(1);

    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(signInButton()).toBeEnabled();
  });

  it('clears the previous error while a new attempt is pending', async () => {
    const { user } = await openLogin();
    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), 'wrong-password');
    await user.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong phone number or password.');

    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    answerLogin(async () => {
      await released;
      return new HttpResponse(null, { status: 500 });
    });
    await user.click(signInButton());

    await waitFor(() => expect(signInButton()).toBeDisabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it('returns to the page that was asked for, inside the main layout', async () => {
    const { user, router } = renderApp('/some/deep/path?x=1');

    await screen.findByRole('form', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/some/deep/path?x=1' });

    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), DEMO_USER.password);
    await user.click(signInButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(router.state.location.href).toBe('/some/deep/path?x=1');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
  ])('goes home instead of following a redirect to %s', async (_, target) => {
    const { user, router } = await openLogin(`/login?redirect=${encodeURIComponent(target)}`);

    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), DEMO_USER.password);
    await user.click(signInButton());

    await screen.findByRole('heading', { level: 1, name: /Leila Haddad/ });
    expect(router.state.location.href).toBe('/');
  });

  it('stores a numeric user id from the server as text', async () => {
    // A token the demo backend accepts: the home screen it opens asks it for today's figures.
    answerLogin(() =>
      HttpResponse.json({
        token: issueToken('u-0001'),
        id: 42,
        name: 'Leila Haddad',
        phone: '0700000001',
      }),
    );
    const { user } = await openLogin();

    await user.type(phoneField(), DEMO_USER.phone);
    await user.type(passwordField(), DEMO_USER.password);
    await user.click(signInButton());

    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userDetails) ?? 'null')).toMatchObject({
      id: '42',
      type: 'root',
    });
  });
});
