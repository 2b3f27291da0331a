import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS } from '@/app/auth/storage';
import { server } from '@/mocks/node';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { recordRequests, requestsTo } from '@/test/requests';

async function openRegister() {
  const app = renderApp('/register');
  await screen.findByRole('form', { name: 'Create an account' });
  return app;
}

const nameField = () => screen.getByRole('textbox', { name: 'Full name' });
const phoneField = () => screen.getByRole('textbox', { name: 'Phone' });
const passwordField = () => getField('Password');
const confirmField = () => getField('Confirm password');
const createButton = () => screen.getByRole('button', { name: 'Create account' });

const NEW_ACCOUNT = { name: 'Nadia Benali', phone: '0711222333', password: 'clinic-2024' };

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  values: { name?: string; phone?: string; password?: string; confirm?: string },
) {
  if (values.name) await user.type(nameField(), values.name);
  if (values.phone) await user.type(phoneField(), values.phone);
  if (values.password) await user.type(passwordField(), values.password);
  if (values.confirm) await user.type(confirmField(), values.confirm);
}

describe('the registration form', () => {
  it('asks for full name, phone, password and its confirmation', async () => {
    await openRegister();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeInTheDocument();
    expect(nameField()).toBeRequired();
    expect(phoneField()).toHaveAttribute('type', 'tel');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAccessibleDescription('At least 8 characters.');
    expect(confirmField()).toHaveAttribute('type', 'password');
  });

  it('links back to the sign-in page', async () => {
    const { user, router } = await openRegister();

    await user.click(screen.getByRole('link', { name: 'Sign in' }));

    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('checking the form before sending', () => {
  it('marks the empty fields and sends nothing', async () => {
    const { user } = await openRegister();
    const requests = recordRequests();

    await user.click(createButton());

    await waitFor(() => expect(nameField()).toHaveAccessibleDescription('This field is required.'));
    expect(phoneField()).toHaveAccessibleDescription('This field is required.');
    // An empty new password is reported with the length rule it must meet.
    expect(passwordField()).toHaveAccessibleDescription(/Use 8 to 128 characters\./);
    expect(nameField()).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('rejects a password shorter than 8 characters', async () => {
    const { user } = await openRegister();
    const requests = recordRequests();

    await fill(user, { ...NEW_ACCOUNT, password: 'short', confirm: 'short' });
    await user.click(createButton());

    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(/Use 8 to 128 characters\./),
    );
    expect(requests).toHaveLength(0);
  });

  it('rejects a confirmation that does not match the password', async () => {
    const { user } = await openRegister();
    const requests = recordRequests();

    await fill(user, { ...NEW_ACCOUNT, confirm: 'clinic-2025' });
    await user.click(createButton());

    await waitFor(() =>
      expect(confirmField()).toHaveAccessibleDescription('The passwords do not match.'),
    );
    expect(passwordField()).toHaveAccessibleDescription('At least 8 characters.');
    expect(confirmField()).toHaveFocus();
    expect(confirmField()).toHaveValue('clinic-2025');
    expect(requests).toHaveLength(0);
  });
});

describe('registering', () => {
  it('sends name, phone and password (not the confirmation) and opens sign-in with the phone filled in', async () => {
    const { user, router } = await openRegister();
    const requests = recordRequests();

    await fill(user, { ...NEW_ACCOUNT, confirm: NEW_ACCOUNT.password });
    await user.click(createButton());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account is ready. Sign in with your new password.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue(NEW_ACCOUNT.phone);
    expect(getField('Password')).toHaveValue('');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    const [register] = requestsTo(requests, '/api/auth/register');
    expect(await register?.json()).toEqual(NEW_ACCOUNT);
  });

  it('lets the new account sign in', async () => {
    const { user, router } = await openRegister();

    await fill(user, { ...NEW_ACCOUNT, confirm: NEW_ACCOUNT.password });
    await user.click(createButton());
    await screen.findByRole('form', { name: 'Sign in' });
    await user.type(getField('Password'), NEW_ACCOUNT.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: /Nadia Benali/ }),
    ).toBeInTheDocument();
    expect(router.state.location.href).toBe('/');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userDetails) ?? 'null')).toMatchObject({
      name: NEW_ACCOUNT.name,
      phone: NEW_ACCOUNT.phone,
      type: 'root',
    });
  });

  it("shows the server's message and marks the phone when the number is already registered", async () => {
    const { user, router } = await openRegister();

    await fill(user, { ...NEW_ACCOUNT, phone: '0700000001', confirm: NEW_ACCOUNT.password });
    await user.click(createButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this phone number already exists.',
    );
    expect(phoneField()).toHaveAccessibleDescription(
      'An account with this phone number already exists.',
    );
    expect(router.state.location.pathname).toBe('/register');
    expect(nameField()).toHaveValue(NEW_ACCOUNT.name);
  });

  it('shows "Registration failed" when the server fails without a message', async () => {
    server.use(http.post('*/api/auth/register', () => new HttpResponse(null, { status: 500 })));
    const { user, router } = await openRegister();
    const requests = recordRequests();

    await fill(user, { ...NEW_ACCOUNT, confirm: NEW_ACCOUNT.password });
    await user.click(createButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed$/);
    expect(requestsTo(requests, '/api/auth/register')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/register');
    expect(nameField()).toHaveValue(NEW_ACCOUNT.name);
  });
});
