import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBackend } from '@/api/backend';
import { isSessionData } from '@/app/auth/wipe';
import { readSession } from '@/app/auth/storage';
import { queryClient } from '@/app/query-client';
import { server } from '@/mocks/node';
import { recordRequests, requestsTo } from '@/test/requests';
import { readViews, viewsKey } from './saved-views-store';
import { patientColumns, renderPatients } from './testing';

const ready = () => screen.findByText(/^Page \d+ of \d+ · rows/);

describe('kept in this browser, where the server offers no place (no savedViews extension)', () => {
  beforeEach(() => setBackend({ extensions: [] }));
  afterEach(() => setBackend({}));

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
    expect(await within(panel).findByText('No saved view yet.')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Kept in this browser, for your account only');
    await user.type(within(panel).getByRole('textbox', { name: 'Name of the view' }), 'Women, Z-A');
    await user.click(within(panel).getByRole('button', { name: 'Save view' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent('View “Women, Z-A” saved.'),
    );
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
    await within(panel).findByText('No saved view yet.');
    for (const view of ['Men', 'Everyone']) {
      await user.type(name, view);
      await user.click(within(panel).getByRole('button', { name: 'Save view' }));
      await within(panel).findByRole('button', { name: `Open the view ${view}` });
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
    expect(
      await within(panel).findByRole('button', { name: 'Open the view Men only' }),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Delete the view Everyone' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Open the view Everyone' })).toBeNull(),
    );
    const userId = readSession({ repair: false })!.user.id;
    expect(readViews(userId, 'patients').map((v) => v.name)).toEqual(['Men only']);
  });

  it('never keeps a filter that names a patient, and says so', async () => {
    const columns = patientColumns.map((c) =>
      c.id === 'lastName' ? { ...c, meta: { namesPatient: true } } : c,
    );
    const { user } = renderPatients('/?lastName=Nasser&sex=female', { columns });
    await user.click(await screen.findByRole('button', { name: 'Views' }));
    const panel = await screen.findByRole('group', { name: 'Saved views' });
    expect(panel).toHaveTextContent('A view keeps no patient');
    await within(panel).findByText('No saved view yet.');
    await user.type(within(panel).getByRole('textbox', { name: 'Name of the view' }), 'Women');
    await user.click(within(panel).getByRole('button', { name: 'Save view' }));
    const userId = readSession({ repair: false })!.user.id;
    await waitFor(() =>
      expect(readViews(userId, 'patients')[0]!.filters).toEqual({ sex: 'female' }),
    );
  });
});

describe('kept on the server, where it offers a place (the savedViews extension)', () => {
  const openPanel = async (user: ReturnType<typeof renderPatients>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Views' }));
    return screen.findByRole('group', { name: 'Saved views' });
  };
  const save = async (
    user: ReturnType<typeof renderPatients>['user'],
    panel: HTMLElement,
    name: string,
  ) => {
    await user.type(within(panel).getByRole('textbox', { name: 'Name of the view' }), name);
    await user.click(within(panel).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent(name));
  };
  /** Another browser of the same user: nothing of this one's memory or storage but the server's. */
  const anotherBrowser = (unmount: () => void) => {
    unmount();
    queryClient.clear();
    for (const key of Object.keys(localStorage))
      if (key.startsWith('clinic-admin.views.')) localStorage.removeItem(key);
  };

  it('keeps them for the account, and says so: another browser of the same user has them', async () => {
    const requests = recordRequests();
    const { user, unmount } = renderPatients('/?sex=female');
    const panel = await openPanel(user);
    expect(await within(panel).findByText(/^Kept on the server for your account/)).toBeVisible();
    await save(user, panel, 'Women');
    expect(requestsTo(requests, '/api/saved-views/patients').map((r) => r.method)).toEqual([
      'GET',
      'PUT',
    ]);
    const userId = readSession({ repair: false })!.user.id;
    expect(readViews(userId, 'patients')).toEqual([]);

    anotherBrowser(unmount);
    const other = renderPatients('/');
    const again = await openPanel(other.user);
    await other.user.click(
      await within(again).findByRole('button', { name: 'Open the view Women' }),
    );
    await waitFor(() =>
      expect(
        Object.fromEntries(new URLSearchParams(other.router.state.location.searchStr)),
      ).toMatchObject({ sex: 'female' }),
    );
  });

  it('keeps them in this browser while the server fails, says so, and takes them up when it answers', async () => {
    server.use(
      http.put('*/api/saved-views/:table', () =>
        HttpResponse.json({ message: 'Down' }, { status: 503 }),
      ),
    );
    const { user, unmount } = renderPatients('/?sex=male');
    const panel = await openPanel(user);
    await within(panel).findByText(/^Kept on the server/);
    await save(user, panel, 'Men');
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'View “Men” saved. Kept in this browser for now: the server did not answer.',
    );
    expect(panel).toHaveTextContent('The server did not answer');
    const userId = readSession({ repair: false })!.user.id;
    expect(readViews(userId, 'patients').map((v) => v.name)).toEqual(['Men']);

    // The server is back: the next look takes the view kept here up to it, nothing lost.
    server.resetHandlers();
    unmount();
    queryClient.clear();
    const back = renderPatients('/');
    const panelBack = await openPanel(back.user);
    expect(
      await within(panelBack).findByRole('button', { name: 'Open the view Men' }),
    ).toBeVisible();
    expect(panelBack).toHaveTextContent('Kept on the server for your account');
    expect(readViews(userId, 'patients')).toEqual([]);
    back.unmount();
    anotherBrowser(() => {});
    const other = renderPatients('/');
    expect(
      await within(await openPanel(other.user)).findByRole('button', { name: 'Open the view Men' }),
    ).toBeVisible();
  });

  it('reads an answer not as agreed as a failing server: the views kept here, and says so', async () => {
    server.use(
      http.all('*/api/saved-views/:table', () => HttpResponse.json({ views: [{ name: 42 }] })),
    );
    const { user } = renderPatients('/');
    const panel = await openPanel(user);
    expect(await within(panel).findByText(/^The server did not answer/)).toBeVisible();
    await save(user, panel, 'Everyone');
    const id = readSession({ repair: false })!.user.id;
    expect(readViews(id, 'patients').map((v) => v.name)).toEqual(['Everyone']);
  });
});
