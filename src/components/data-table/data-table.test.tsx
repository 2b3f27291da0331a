import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { recordRequests, requestsTo } from '@/test/requests';
import { renderPatients } from './testing';

const dataRows = () => screen.getAllByRole('row').slice(1);
const footer = () => within(screen.getByRole('navigation', { name: 'Pages' }));
const lastRequest = (requests: Request[]) =>
  new URL(requestsTo(requests, '/api/customer').at(-1)!.url).searchParams;

describe('server paging', () => {
  it('pages with Next, says where it is, and keeps the page in the URL', async () => {
    const { user, router } = renderPatients();
    expect(await screen.findByText('Page 1 of 80 · rows 1–25 of 2,000')).toBeInTheDocument();
    // The first screenful first, the rest just after.
    await waitFor(() => expect(dataRows()).toHaveLength(25));
    expect(footer().getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(footer().getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 80 · rows 26–50 of 2,000')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ page: 2 });

    // Back returns to the previous view: each page is a history entry.
    act(() => router.history.back());
    expect(await screen.findByText('Page 1 of 80 · rows 1–25 of 2,000')).toBeInTheDocument();
  });

  it('asks the server for the chosen page size, from page 1', async () => {
    const requests = recordRequests();
    const { user, router } = renderPatients('/?page=3');
    await screen.findByText('Page 3 of 80 · rows 51–75 of 2,000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(await screen.findByText('Page 1 of 40 · rows 1–50 of 2,000')).toBeInTheDocument();
    expect(lastRequest(requests).get('limit')).toBe('50');
    expect(lastRequest(requests).get('skip')).toBe('0');
    expect(router.state.location.search).toEqual({ size: 50 });
  });
});

describe('filters', () => {
  it('sends a typed last name once typing pauses, from page 1, and keeps it in the URL', async () => {
    const requests = recordRequests();
    const { user, router } = renderPatients('/?page=3');
    await screen.findByText(/^Page 3 of 80/);
    await user.type(screen.getByRole('textbox', { name: 'Filter by Last name' }), 'Haddad');

    await waitFor(() => expect(router.state.location.search).toEqual({ lastName: 'Haddad' }));
    expect(await screen.findByText(/^Page 1 of \d+ · rows 1–25 of [\d,]+$/)).toBeInTheDocument();
    expect(lastRequest(requests).get('lastName')).toBe('Haddad');
    // One request for the whole name, not one per letter.
    expect(
      requestsTo(requests, '/api/customer').filter((r) => r.url.includes('lastName')),
    ).toHaveLength(1);
    for (const row of dataRows()) expect(row).toHaveTextContent('Haddad');
  });

  it('filters by a choice and a date range, and clears them all', async () => {
    const requests = recordRequests();
    const { user, router } = renderPatients();
    await screen.findByText(/^Page 1 of 80/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by Sex' }), 'female');
    await waitFor(() => expect(lastRequest(requests).get('sex')).toBe('female'));
    const from = screen.getByLabelText('Date of birth from');
    await user.type(from, '1990-01-01');
    await waitFor(() => expect(lastRequest(requests).get('dateOfBirthFrom')).toBe('1990-01-01'));
    expect(router.state.location.search).toEqual({ sex: 'female', dateOfBirthFrom: '1990-01-01' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText('Page 1 of 80 · rows 1–25 of 2,000')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filter by Sex' })).toHaveValue('');
    expect(screen.getByLabelText('Date of birth from')).toHaveValue('');
  });

  it('keeps both ends of a date range set before the screen has shown the first', async () => {
    const { router } = renderPatients();
    await screen.findByText(/^Page 1 of 80/);
    // Both changes in one turn: the second is made before the first has re-rendered the table
    // (a fast typist or a loaded machine), and must not put back the filters it started from.
    act(() => {
      fireEvent.change(screen.getByLabelText('Date of birth from'), {
        target: { value: '1990-01-01' },
      });
      fireEvent.change(screen.getByLabelText('Date of birth to'), {
        target: { value: '1990-12-31' },
      });
    });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        dateOfBirthFrom: '1990-01-01',
        dateOfBirthTo: '1990-12-31',
      }),
    );
  });
});

describe('the URL is the state', () => {
  it('opens the view a link describes', async () => {
    renderPatients('/?page=3&size=10&lastName=Martin');
    expect(await screen.findByText(/^Page 3 of \d+ · rows 21–30 of [\d,]+$/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter by Last name' })).toHaveValue('Martin');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    for (const row of dataRows()) expect(row).toHaveTextContent('Martin');
  });

  it('shows page 1 for a garbage URL', async () => {
    const { user, router } = renderPatients(
      '/?page=-3&size=7&sort=password&dir=up&lastName=%7B%7D&x=1',
    );
    expect(await screen.findByText('Page 1 of 80 · rows 1–25 of 2,000')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Filter by Last name' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    await waitFor(() => expect(dataRows()).toHaveLength(25));
    for (const header of screen.getAllByRole('columnheader'))
      expect(header).not.toHaveAttribute('aria-sort');
    expect(screen.queryByText('Sorting applies within this page only.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // The first change rewrites the table's keys; a key that is not the table's stays (as
    // text: a list route reads every key it does not type as text).
    await user.click(footer().getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2, x: '1' }));
  });

  it('restores the last view when the list is entered again', async () => {
    const { user, router } = renderPatients('/?size=10&edit=new');
    await screen.findByText(/^Page 1 of 200/);
    await user.click(footer().getByRole('button', { name: 'Next' }));
    await screen.findByText(/^Page 2 of 200/);
    // The drawer's key is not the table's: paging keeps it.
    expect(router.state.location.search).toEqual({ page: 2, size: 10, edit: 'new' });

    act(() => router.history.push('/elsewhere'));
    await screen.findByText('Elsewhere');
    act(() => router.history.push('/'));
    expect(await screen.findByText('Page 2 of 200 · rows 11–20 of 2,000')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2, size: 10 }));
  });
});

describe('loading, empty and failing', () => {
  it('keeps the previous rows, dimmed and busy, while the next page loads', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/customer', async ({ request }) => {
        // Holds page 2, then lets the demo backend answer it.
        if (new URL(request.url).searchParams.get('skip') === '25') await held;
      }),
    );
    const { user } = renderPatients();
    await screen.findByText(/^Page 1 of 80/);
    await waitFor(() => expect(dataRows()).toHaveLength(25));
    const firstRow = dataRows()[0]!.textContent;
    await user.click(footer().getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Patients' })).toHaveAttribute('aria-busy', 'true');
    expect(dataRows()[0]).toHaveTextContent(firstRow!);
    await waitFor(() => expect(dataRows()).toHaveLength(25));

    release();
    expect(await screen.findByText(/^Page 2 of 80/)).toBeInTheDocument();
    // Busy until the rest of the page has followed its first screenful.
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Patients' })).toHaveAttribute('aria-busy', 'false'),
    );
    await waitFor(() => expect(dataRows()).toHaveLength(25));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull());
  });

  it('shows skeleton rows and a status on the first load', async () => {
    renderPatients();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await screen.findByText(/^Page 1 of 80/);
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    const { user } = renderPatients('/?lastName=Zzyzx');
    expect(await screen.findByText('No records')).toBeInTheDocument();
    expect(screen.getByText('Page 1 · no rows')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1)!);
    expect(await screen.findByText('Page 1 of 80 · rows 1–25 of 2,000')).toBeInTheDocument();
  });

  it('shows the catalogue text when the list fails, and Retry loads it', async () => {
    server.use(
      http.get('*/api/customer', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    const { user } = renderPatients('/', { retry: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch customers');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Page 1 of 80 · rows 1–25 of 2,000')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the rows and shows the error above them when a later page fails', async () => {
    server.use(
      http.get('*/api/customer', ({ request }) =>
        new URL(request.url).searchParams.get('skip') === '25'
          ? HttpResponse.json({ msg: 'Database busy' }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderPatients('/', { retry: false });
    await screen.findByText(/^Page 1 of 80/);
    await user.click(footer().getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database busy');
  });
});

describe('a list without a total', () => {
  const people = (count: number, from = 0) =>
    Array.from({ length: count }, (_, i) => ({
      _id: `p${from + i}`,
      firstName: 'Ada',
      lastName: `Person ${from + i + 1}`,
    }));

  it('is honest: more may follow while pages come back full, then the end', async () => {
    server.use(
      http.get('*/api/customer', ({ request }) => {
        const skip = Number(new URL(request.url).searchParams.get('skip'));
        return HttpResponse.json(skip === 0 ? people(25) : people(7, 25));
      }),
    );
    const { user } = renderPatients();
    expect(
      await screen.findByText('Page 1 · rows 1–25 · total not known: more may follow'),
    ).toBeInTheDocument();
    await user.click(footer().getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 · rows 26–32 · End of list')).toBeInTheDocument();
    expect(footer().getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
