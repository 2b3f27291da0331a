import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { lazyNotifications } from './lazy-notifications';

/**
 * Guards a race the end-to-end suite met on a loaded machine: the first notification came while
 * the connection was down, the container's code could not load, and the screen behind it (a form
 * being saved) was replaced by the route's error screen.
 */
it('survives its code failing to load offline, and shows what was kept once back online', async () => {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const real = await import('./notifications-container');
  const load = vi
    .fn<() => Promise<typeof real>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(real);
  const LazyNotifications = lazyNotifications(load);
  renderWithProviders(
    <>
      <input aria-label="Specialty" defaultValue="Travel medicine" />
      <LazyNotifications />
    </>,
  );

  act(() => void notifications.show({ message: 'Doctor saved', autoClose: false }));
  await vi.waitFor(() => expect(warned).toHaveBeenCalledTimes(1));
  expect(load).toHaveBeenCalledTimes(1);
  // The screen stays as it was, nothing shown in the container's place.
  expect(screen.getByRole('textbox', { name: 'Specialty' })).toHaveValue('Travel medicine');
  expect(screen.queryByText('Doctor saved')).not.toBeInTheDocument();

  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('Doctor saved')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
