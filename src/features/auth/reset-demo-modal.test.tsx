import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { customers } from '@/api/resources/customers';
import { ApiError } from '@/api/errors';
import { renderWithProviders } from '@/test/render';
import { storeSession } from '@/test/session';
import { ResetDemoModal } from './reset-demo-modal';

const patient = {
  firstName: 'Yasmine',
  lastName: 'Reset',
  dateOfBirth: '1991-04-12',
  sex: 'female' as const,
  phone: '0712345678',
};

describe('Reset demo data', () => {
  it('asks first, then brings the seeded data back and closes', async () => {
    storeSession();
    const created = await customers.api.create(patient);
    const id = created?._id ?? '';
    await expect(customers.api.one(id)).resolves.toMatchObject({ lastName: 'Reset' });
    const onClose = vi.fn();

    const { user } = renderWithProviders(
      <>
        <Notifications />
        <ResetDemoModal opened onClose={onClose} />
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Reset demo data?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('The demo data has been reset.')).toBeInTheDocument();
    await expect(customers.api.one(id)).rejects.toBeInstanceOf(ApiError);
  });

  it('cancel leaves the data alone', async () => {
    storeSession();
    const created = await customers.api.create(patient);
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ResetDemoModal opened onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    await expect(customers.api.one(created?._id ?? '')).resolves.toMatchObject({
      lastName: 'Reset',
    });
  });
});
