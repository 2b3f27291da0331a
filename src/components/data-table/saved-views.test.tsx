import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { isSessionData } from '@/app/auth/wipe';
import { readSession } from '@/app/auth/storage';
import { readViews, viewsKey } from './saved-views-store';
import { patientColumns, renderPatients } from './testing';

const ready = () => screen.findByText(/^Page \d+ of \d+ · rows/);

it('saves the filters, sort, page size and columns under a name, and opens them with one click', async () => {
  const { user, unmount } = renderPatients('/?sex=female&sort=lastName&dir=desc&size=50');
  await ready();
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  await user.click(
    within(await screen.findByRole('group', { name: 'Shown columns' })).getByRole('checkbox', {
      name: 'Phone',
    }),
  );
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('button', { name: 'Views' }));
  const panel = await screen.findByRole('group', { name: 'Saved views' });
  expect(panel).toHaveTextContent('Kept in this browser, for your account only');
  expect(within(panel).getByText('No saved view yet.')).toBeInTheDocument();
  await user.type(within(panel).getByRole('textbox', { name: 'Name of the view' }), 'Women, Z-A');
  await user.click(within(panel).getByRole('button', { name: 'Save view' }));
  expect(within(panel).getByRole('status')).toHaveTextContent('View “Women, Z-A” saved.');
  const userId = readSession({ repair: false })!.user.id;
  expect(readViews(userId, 'patients')).toEqual([
    expect.objectContaining({
      name: 'Women, Z-A',
      filters: { sex: 'female' },
      sort: { column: 'lastName', direction: 'desc' },
      pageSize: 50,
      columns: expect.objectContaining({ phone: true }),
    }),
  ]);
  // A user's views are preferences: they stay in the browser when the session ends.
  expect(isSessionData(viewsKey(userId, 'patients'))).toBe(false);
  unmount();

  // Another visit, on a plain list: one click on the view brings it all back.
  const again = renderPatients('/');
  await ready();
  await again.user.click(screen.getByRole('button', { name: 'Views' }));
  await again.user.click(await screen.findByRole('button', { name: 'Open the view Women, Z-A' }));
  expect(await screen.findByRole('combobox', { name: /Sex/ })).toBeInTheDocument();
  await ready();
  const search = new URLSearchParams(again.router.state.location.searchStr);
  expect(Object.fromEntries(search)).toMatchObject({
    sex: 'female',
    sort: 'lastName',
    dir: 'desc',
    size: '50',
  });
  expect(screen.getByRole('columnheader', { name: 'Phone' })).toBeInTheDocument();
});

it('renames and deletes a view, and refuses a name already taken', async () => {
  const { user } = renderPatients('/?sex=male');
  await ready();
  await user.click(screen.getByRole('button', { name: 'Views' }));
  const panel = await screen.findByRole('group', { name: 'Saved views' });
  const name = within(panel).getByRole('textbox', { name: 'Name of the view' });
  for (const view of ['Men', 'Everyone']) {
    await user.type(name, view);
    await user.click(within(panel).getByRole('button', { name: 'Save view' }));
  }
  await user.type(name, 'men');
  await user.click(within(panel).getByRole('button', { name: 'Save view' }));
  expect(within(panel).getByRole('status')).toHaveTextContent(
    'You have a view of this name already.',
  );

  await user.click(within(panel).getByRole('button', { name: 'Rename the view Men' }));
  const renamed = within(panel).getByRole('textbox', { name: 'New name of the view Men' });
  await user.clear(renamed);
  await user.type(renamed, 'Men only{Enter}');
  expect(within(panel).getByRole('button', { name: 'Open the view Men only' })).toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Delete the view Everyone' }));
  expect(within(panel).queryByRole('button', { name: 'Open the view Everyone' })).toBeNull();
  const userId = readSession({ repair: false })!.user.id;
  expect(readViews(userId, 'patients').map((v) => v.name)).toEqual(['Men only']);
});

it('never keeps a filter that names a patient, and says so', async () => {
  const columns = patientColumns.map((c) =>
    c.id === 'lastName' ? { ...c, namesPatient: true } : c,
  );
  const { user } = renderPatients('/?lastName=Nasser&sex=female', { columns });
  await user.click(await screen.findByRole('button', { name: 'Views' }));
  const panel = await screen.findByRole('group', { name: 'Saved views' });
  expect(panel).toHaveTextContent('A view keeps no patient');
  await user.type(within(panel).getByRole('textbox', { name: 'Name of the view' }), 'Women');
  await user.click(within(panel).getByRole('button', { name: 'Save view' }));
  const userId = readSession({ repair: false })!.user.id;
  expect(readViews(userId, 'patients')[0]!.filters).toEqual({ sex: 'female' });
});
