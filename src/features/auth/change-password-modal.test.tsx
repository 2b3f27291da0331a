import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authApi } from '@/api/auth';
import { STORAGE_KEYS } from '@/app/auth/storage';
import { server } from '@/mocks/node';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { recordRequests, requestsTo } from '@/test/requests';
import { DEMO_USER, storeSession } from '@/test/session';

const NEW_PASSWORD = 'lab-shift-2';

/** Signed in as the demo user, on the home page, with the change-password dialog open. */
async function openChangePassword() {
  const session = storeSession();
  const app = renderApp('/');
  await app.user.click(
    await screen.findByRole('button', { name: 'Account menu of Leila Haddad, LH' }),
  );
  await app.user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  return { ...app, session, dialog };
}

async function fillAndSave(
  { user, dialog }: Awaited<ReturnType<typeof openChangePassword>>,
  values: { current?: string; next?: string; confirm?: string } = {},
) {
  const { current = DEMO_USER.password, next = NEW_PASSWORD } = values;
  const confirm = values.confirm ?? next;
  await user.type(getField('Current password', dialog), current);
  await user.type(getField('New password', dialog), next);
  await user.type(getField('Confirm new password', dialog), confirm);
  await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
}

/** The success notification is shown and the dialog has closed. */
async function saved() {
  expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('changing the password', () => {
  it('opens from the account menu with empty fields, focused on the current password', async () => {
    const { dialog } = await openChangePassword();

    expect(getField('Current password', dialog)).toHaveValue('');
    expect(getField('New password', dialog)).toHaveAccessibleDescription('At least 8 characters.');
    expect(getField('Confirm new password', dialog)).toHaveValue('');
    await waitFor(() => expect(getField('Current password', dialog)).toHaveFocus());
  });

  it("sends the old and new password with the user's bearer token, confirms, and closes", async () => {
    const app = await openChangePassword();
    const requests = recordRequests();

    await fillAndSave(app);

    await saved();

    const [update] = requestsTo(requests, '/api/auth/update-password/u-0001');
    expect(update?.method).toBe('POST');
    expect(update?.headers.get('Authorization')).toBe(`Bearer ${app.session.token}`);
    expect(await update?.json()).toEqual({
      oldPassword: DEMO_USER.password,
      newPassword: NEW_PASSWORD,
    });
  });

  it('makes the new password the one that signs in', async () => {
    const app = await openChangePassword();

    await fillAndSave(app);
    await saved();

    await expect(
      authApi.login({ phone: DEMO_USER.phone, password: NEW_PASSWORD }),
    ).resolves.toMatchObject({
      id: DEMO_USER.id,
    });
    await expect(
      authApi.login({ phone: DEMO_USER.phone, password: DEMO_USER.password }),
    ).rejects.toMatchObject({
      status: 401,
    });
  });

  it('keeps the user signed in', async () => {
    const app = await openChangePassword();

    await fillAndSave(app);
    await saved();

    expect(app.router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(app.session.token);
  });

  it('does not send a new password whose confirmation differs', async () => {
    const app = await openChangePassword();
    const requests = recordRequests();

    await fillAndSave(app, { confirm: 'something-else' });

    await waitFor(() =>
      expect(getField('Confirm new password', app.dialog)).toHaveAccessibleDescription(
        'The passwords do not match.',
      ),
    );
    expect(requests).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('does not send a new password shorter than 8 characters', async () => {
    const app = await openChangePassword();
    const requests = recordRequests();

    await fillAndSave(app, { next: 'short' });

    await waitFor(() =>
      expect(getField('New password', app.dialog)).toHaveAccessibleDescription(
        /Use 8 to 128 characters\./,
      ),
    );
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message on a wrong current password, and keeps the dialog open", async () => {
    const app = await openChangePassword();

    await fillAndSave(app, { current: 'not-my-password' });

    expect(await within(app.dialog).findByRole('alert')).toHaveTextContent(
      'The current password is not correct.',
    );
    expect(getField('Current password', app.dialog)).toHaveAccessibleDescription(
      'The current password is not correct.',
    );
    expect(getField('New password', app.dialog)).toHaveValue(NEW_PASSWORD);
    expect(screen.queryByText('Your password has been changed.')).not.toBeInTheDocument();
  });

  it('shows "Failed to update password" when the server fails without a message', async () => {
    server.use(
      http.post(
        '*/api/auth/update-password/:userId',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const app = await openChangePassword();

    await fillAndSave(app);

    expect(await within(app.dialog).findByRole('alert')).toHaveTextContent(
      /^Failed to update password$/,
    );
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByText('Your password has been changed.')).not.toBeInTheDocument();
  });

  it('can be cancelled, and opens empty again', async () => {
    const { user, dialog } = await openChangePassword();
    const requests = recordRequests();

    await user.type(getField('Current password', dialog), 'half-typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Account menu of Leila Haddad, LH' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    const reopened = await screen.findByRole('dialog', { name: 'Change password' });

    expect(getField('Current password', reopened)).toHaveValue('');
    expect(requests).toHaveLength(0);
  });
});
