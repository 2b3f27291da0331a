import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { drawers } from '@/api/resources/drawers';
import { db } from '@/mocks/db/tables';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { storeSession } from '@/test/session';
import { DrawerStaff } from './drawer-staff';

/** The drawer as its page reads it: from the cached list, which the mutation changes at once. */
function Page({ id }: { id: string }) {
  const { data } = useQuery(drawers.queries.all());
  const drawer = data?.find((d) => drawers.idOf(d) === id);
  return drawer ? <DrawerStaff drawer={drawer} /> : null;
}

beforeEach(() => storeSession());

it('shows a detached user gone at once, and puts them back with the server’s refusal', async () => {
  const drawer = db.drawers.get('drw-01')!;
  const userId = drawer.users![0]!;
  const name = db.users.get(userId)!.name;
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.post('*/api/drawers/:id/users/remove', async () => {
      await answered;
      return HttpResponse.json({ msg: 'This drawer is being counted.' }, { status: 409 });
    }),
  );
  const { user } = renderWithProviders(<Page id="drw-01" />);
  const list = await screen.findByRole('list', { name: 'Staff attached to this drawer' });
  await within(list).findByText(name);

  await user.click(screen.getByRole('button', { name: `Detach ${name}` }));
  await waitFor(() => expect(within(list).queryByText(name)).not.toBeInTheDocument());
  answer();
  expect(await screen.findByRole('alert')).toHaveTextContent('This drawer is being counted.');
  await waitFor(() => expect(within(list).getByText(name)).toBeInTheDocument());
  expect(db.drawers.get('drw-01')!.users).toContain(userId);
});
