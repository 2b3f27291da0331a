import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppLayout } from '@/components/layout/app-layout';
import { db } from '@/mocks/db/tables';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { storeSession } from '@/test/session';
import { QuickSearch } from './quick-search';

/**
 * The main layout with the search in its header, as `_app.tsx` mounts it, over a small route
 * tree that has the patient page (Patients › a patient named by its loader).
 */
function renderLayout(path = '/') {
  storeSession();
  const root = createRootRoute({
    component: () => <AppLayout userMenu={null} aside={null} search={<QuickSearch />} />,
  });
  const overview = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <h1>Overview</h1>,
  });
  const patients = createRoute({
    getParentRoute: () => root,
    path: 'patients',
    staticData: { crumb: 'nav.patients' },
    component: Outlet,
  });
  const patient = createRoute({
    getParentRoute: () => patients,
    path: '$patientId',
    loader: ({ params }) => {
      const record = db.customers.get(params.patientId);
      return { crumb: `${record?.firstName} ${record?.lastName}` };
    },
    component: () => <h1>Patient</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([overview, patients.addChildren([patient])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const rendered = renderWithProviders(<RouterProvider router={router} />);
  return { ...rendered, router };
}

const newest = () => db.customers.newestFirst()[0]!;
const searchBox = () => screen.findByRole('combobox', { name: 'Name or phone number' });
const results = () => screen.getByRole('listbox', { name: 'Matching patients' });

describe('the quick search', () => {
  it('has a header button naming its shortcut', async () => {
    renderLayout();

    const button = await screen.findByRole('button', { name: 'Search patients' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with Ctrl+K, finds a patient by name and opens their page with Enter', async () => {
    const patient = newest();
    const name = `${patient.firstName} ${patient.lastName}`;
    const { user, router } = renderLayout();
    await screen.findByRole('button', { name: 'Search patients' });

    await user.keyboard('{Control>}k{/Control}');

    const dialog = await screen.findByRole('dialog', { name: 'Search patients' });
    const input = await searchBox();
    await waitFor(() => expect(input).toHaveFocus());
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      "Type at least 2 characters of a patient's name or phone number.",
    );

    await user.type(input, name);

    // The newest patient comes first (names repeat in the seed).
    const [option] = await within(results()).findAllByRole('option', { name: new RegExp(name) });
    if (!option) throw new Error('no option');
    expect(option).toHaveTextContent(patient.phone as string);
    expect(option).toHaveTextContent(/born \w{3} \d{1,2}, \d{4}/);
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/${patient._id}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(trail).toHaveTextContent(`Overview›Patients›${name}`));
    expect(within(trail).getByText(name)).toHaveAttribute('aria-current', 'page');
  });

  it('finds patients by phone, moves through them with the arrow keys, opens one by click', async () => {
    const patient = newest();
    const { user, router } = renderLayout();
    await user.click(await screen.findByRole('button', { name: 'Search patients' }));
    const input = await searchBox();

    await user.type(input, '07');

    const options = await within(results()).findAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    expect(options.length).toBeLessThanOrEqual(8);
    expect(screen.getByRole('status')).toHaveTextContent(`Patients found: ${options.length}`);
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');

    await user.clear(input);
    await user.type(input, patient.phone as string);
    const [option] = await within(results()).findAllByRole('option', {
      name: new RegExp(`${patient.firstName} ${patient.lastName}`),
    });
    await user.click(option!);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/${patient._id}`));
  });

  it('says when nothing matches', async () => {
    const { user } = renderLayout();
    await user.keyboard('{Control>}k{/Control}');

    await user.type(await searchBox(), 'zzqxw');

    expect(await screen.findByText('No patient matches “zzqxw”.')).toBeInTheDocument();
    expect(within(results()).queryByRole('option')).not.toBeInTheDocument();
  });

  it("shows the server's failure", async () => {
    server.use(
      http.get('*/api/customer', () =>
        HttpResponse.json({ msg: 'Search is down' }, { status: 503 }),
      ),
    );
    const { user } = renderLayout();
    await user.keyboard('{Control>}k{/Control}');

    await user.type(await searchBox(), 'Léa');

    expect(await screen.findByRole('alert')).toHaveTextContent('Search is down');
  });

  it('closes with Escape and starts afresh next time', async () => {
    const { user } = renderLayout();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await searchBox(), 'Léa');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Control>}k{/Control}');

    expect(await searchBox()).toHaveValue('');
  });

  it('is translated', async () => {
    const { user } = renderLayout();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'fr');

    await user.click(await screen.findByRole('button', { name: 'Rechercher des patients' }));
    await user.type(
      await screen.findByRole('combobox', { name: 'Nom ou numéro de téléphone' }),
      'zzqxw',
    );

    expect(await screen.findByText('Aucun patient ne correspond à « zzqxw ».')).toBeInTheDocument();
  });
});
