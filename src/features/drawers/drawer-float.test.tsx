import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/test/render';
import { recordRequests } from '@/test/requests';
import { storeSession } from '@/test/session';

beforeEach(() => storeSession());

it('refuses a drawer’s opening float with more decimals than its currency takes', async () => {
  const requests = recordRequests();
  const { user } = renderApp('/drawers');
  await user.click(await screen.findByRole('button', { name: 'New drawer' }));
  const form = await screen.findByRole('dialog', { name: 'New drawer' });
  const float = within(form).getByRole('textbox', { name: /Opening balance/ });
  await user.clear(float);
  await user.type(float, '50.505');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  // The demo's drawers start in US dollars: two decimals.
  await waitFor(() =>
    expect(float).toHaveAccessibleDescription('This currency takes at most 2 decimals.'),
  );
  expect(float).toHaveValue('50.505');
  expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});
