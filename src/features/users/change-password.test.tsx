import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { setDemoLatency } from '@/mocks/config';
import { SEEDED_USER_PASSWORD, seedUsers } from '@/mocks/db/seed/people';
import { getField } from '@/test/queries';
import { renderWithProviders } from '@/test/render';
import { recordRequests, requestsTo } from '@/test/requests';
import { storeSession } from '@/test/session';
import { ChangePasswordAction } from './change-password';

const USER = seedUsers().find((u) => u.password === SEEDED_USER_PASSWORD)!;
const TITLE = `Change password of ${USER.name}`;

afterEach(() => setDemoLatency(0));

async function open() {
  storeSession();
  const app = renderWithProviders(
    <>
      <Notifications />
      <ChangePasswordAction user={USER} />
    </>,
  );
  await app.user.click(screen.getByRole('button', { name: TITLE }));
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  const fill = async (old: string, next: string, confirm = next) => {
    await app.user.type(getField('Current password', dialog), old);
    await app.user.type(getField('New password', dialog), next);
    await app.user.type(getField('Confirm new password', dialog), confirm);
    await app.user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
  };
  return { ...app, dialog, fill };
}

describe("changing a staff member's password", () => {
  it('opens from the row action, named after the user, with empty fields', async () => {
    const { dialog } = await open();
    expect(getField('Current password', dialog)).toHaveValue('');
    expect(getField('New password', dialog)).toHaveAccessibleDescription('At least 8 characters.');
  });

  it('checks the confirmation before anything is sent', async () => {
    const requests = recordRequests();
    const { dialog, fill } = await open();

    await fill(SEEDED_USER_PASSWORD, 'brand-new-1', 'brand-new-2');

    expect(await within(dialog).findByText('The passwords do not match.')).toBeInTheDocument();
    expect(requestsTo(requests, `/api/users/${USER._id}/change-password`)).toHaveLength(0);
  });

  it('shows a refusal in the dialog and keeps what was typed', async () => {
    const { dialog, fill } = await open();

    await fill('not-the-password', 'brand-new-1');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The current password is not correct.',
    );
    expect(getField('Current password', dialog)).toHaveAccessibleDescription(
      'The current password is not correct.',
    );
    expect(getField('Current password', dialog)).toHaveValue('not-the-password');
    expect(getField('New password', dialog)).toHaveValue('brand-new-1');
    expect(getField('Confirm new password', dialog)).toHaveValue('brand-new-1');
  });

  it('cannot be sent twice or closed while the change is on its way', async () => {
    setDemoLatency(300);
    const requests = recordRequests();
    const { user, dialog, fill } = await open();

    await fill(SEEDED_USER_PASSWORD, 'brand-new-1');
    expect(within(dialog).getByRole('button', { name: 'Save new password' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(requests, `/api/users/${USER._id}/change-password`)).toHaveLength(1);
  });

  it('sends the old and new password, confirms, and closes', async () => {
    const requests = recordRequests();
    const { fill } = await open();

    await fill(SEEDED_USER_PASSWORD, 'brand-new-1');

    expect(
      await screen.findByText(`The password of ${USER.name} has been changed.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = requestsTo(requests, `/api/users/${USER._id}/change-password`);
    expect(call?.method).toBe('POST');
    expect(await call?.json()).toEqual({
      newPassword: 'brand-new-1',
      oldPassword: SEEDED_USER_PASSWORD,
    });
  });
});
