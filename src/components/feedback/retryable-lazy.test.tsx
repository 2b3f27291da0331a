import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderWithProviders } from '@/test/render';
import { retryableLazy } from './retryable-lazy';

it('says in its place that a part could not load, and loads it on Try again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = vi
    .fn<() => Promise<{ default: unknown }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: ({ name }: { name: string }) => <p>Documents of {name}</p> });
  const Part = retryableLazy<{ name: string }>(load);
  const { user } = renderWithProviders(
    <>
      <input aria-label="Specialty" defaultValue="Typed before" />
      <Suspense fallback={null}>
        <Part name="Dr Aoun" />
      </Suspense>
    </>,
  );

  expect(
    await screen.findByRole('alert', {
      name: 'This part of the page could not be loaded. Check the connection and try again.',
    }),
  ).toBeInTheDocument();
  // The rest of the screen, and what was typed on it, stays.
  expect(screen.getByRole('textbox', { name: 'Specialty' })).toHaveValue('Typed before');

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Documents of Dr Aoun')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
