import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ListPage } from '@/api/define-resource';
import { customers, useCustomerList, type Customer } from '@/api/resources/customers';
import { OUTBOX_KEY } from '@/api/resource/outbox';
import { db } from '@/mocks/db/tables';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { recordRequests } from '@/test/requests';
import { storeSession } from '@/test/session';
import { useUndoableDelete } from './undo-delete';

const nameOf = (c: { firstName?: string; lastName?: string }) => `${c.firstName} ${c.lastName}`;

/** A list screen as the areas build one: the engine's list hook and a delete per row. */
function Patients() {
  const list = useCustomerList({ page: 1, pageSize: 5 });
  const remove = useUndoableDelete(customers);
  const rows = list.data?.items ?? [];
  return (
    <>
      <Notifications />
      <ul aria-label="Patients">
        {rows.map((c) => (
          <li key={c._id}>
            {nameOf(c)}
            <button onClick={() => remove([c], nameOf(c))}>Delete {nameOf(c)}</button>
          </li>
        ))}
      </ul>
      <button onClick={() => remove(rows.slice(0, 2), '')}>Delete the first two</button>
    </>
  );
}

async function renderList() {
  const rendered = renderWithProviders(<Patients />);
  const list = screen.getByRole('list', { name: 'Patients' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
  const first = db.customers.newestFirst()[0]!;
  return { ...rendered, list, first, name: nameOf(first) };
}

const deletes = (requests: Request[]) => requests.filter((r) => r.method === 'DELETE');

beforeEach(() => {
  storeSession();
  // Five seconds of Undo, without waiting five seconds.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

it('removes the row at once, and Undo puts it back without sending anything', async () => {
  const requests = recordRequests();
  const { user, list, first, name } = await renderList();
  await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
  expect(within(list).queryByText(name)).not.toBeInTheDocument();
  expect(await screen.findByText(`${name} deleted`)).toBeInTheDocument();
  expect(screen.getByText(/Deleting in \d s/)).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(OUTBOX_KEY)!)).toEqual([
    expect.objectContaining({
      id: first._id,
      name: 'customers',
      path: `api/customer/${first._id}`,
    }),
  ]);

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(within(list).getByText(name)).toBeInTheDocument();
  await vi.advanceTimersByTimeAsync(10_000);
  expect(deletes(requests)).toHaveLength(0);
  expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  expect(db.customers.get(first._id)).toBeDefined();
  await waitFor(() => expect(screen.queryByText(`${name} deleted`)).not.toBeInTheDocument());
});

it('sends the DELETE when the time is up, and the row stays gone', async () => {
  const requests = recordRequests();
  const { user, list, first, name, queryClient } = await renderList();
  await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
  // A refetch while Undo is offered must not bring the row back.
  await queryClient.invalidateQueries({ queryKey: customers.keys.root });
  const page = queryClient.getQueryData<ListPage<Customer>>(
    customers.keys.list({ page: 1, pageSize: 5 }),
  );
  expect(page?.items.map(customers.idOf)).not.toContain(first._id);
  expect(within(list).queryByText(name)).not.toBeInTheDocument();
  expect(deletes(requests)).toHaveLength(0);

  await vi.advanceTimersByTimeAsync(5000);
  await waitFor(() => expect(deletes(requests)).toHaveLength(1));
  expect(new URL(deletes(requests)[0]!.url).pathname).toBe(`/api/customer/${first._id}`);
  await waitFor(() => expect(db.customers.get(first._id)).toBeUndefined());
  await waitFor(() => expect(localStorage.getItem(OUTBOX_KEY)).toBeNull());
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
  expect(within(list).queryByText(name)).not.toBeInTheDocument();
});

it('puts the row back and says why when the server refuses', async () => {
  server.use(http.delete('*/api/customer/:id', () => HttpResponse.json({}, { status: 500 })));
  const { user, list, first, name } = await renderList();
  await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
  expect(within(list).queryByText(name)).not.toBeInTheDocument();
  await vi.advanceTimersByTimeAsync(5000);
  expect(await screen.findByText('Failed to delete customer')).toBeInTheDocument();
  expect(within(list).getByText(name)).toBeInTheDocument();
  expect(db.customers.get(first._id)).toBeDefined();
  expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
});

it('deletes several rows under one notification', async () => {
  const requests = recordRequests();
  const { user, list } = await renderList();
  const [a, b] = db.customers.newestFirst();
  await user.click(screen.getByRole('button', { name: 'Delete the first two' }));
  expect(await screen.findByText('2 records deleted')).toBeInTheDocument();
  expect(within(list).queryByText(nameOf(a!))).not.toBeInTheDocument();
  expect(within(list).queryByText(nameOf(b!))).not.toBeInTheDocument();
  await vi.advanceTimersByTimeAsync(5000);
  await waitFor(() => expect(deletes(requests)).toHaveLength(2));
  await waitFor(() => expect(db.customers.get(a!._id)).toBeUndefined());
  expect(db.customers.get(b!._id)).toBeUndefined();
});

it('undoes one delete without bringing back another still waiting', async () => {
  const requests = recordRequests();
  const { user, list } = await renderList();
  const [a, b] = db.customers.newestFirst().map(nameOf);
  await user.click(screen.getByRole('button', { name: `Delete ${a}` }));
  await user.click(screen.getByRole('button', { name: `Delete ${b}` }));
  const noticeOfA = screen.getByText(`${a} deleted`).closest<HTMLElement>('[role="alert"]')!;
  await user.click(within(noticeOfA).getByRole('button', { name: 'Undo' }));
  expect(within(list).getByText(a!)).toBeInTheDocument();
  expect(within(list).queryByText(b!)).not.toBeInTheDocument();
  await vi.advanceTimersByTimeAsync(5000);
  await waitFor(() => expect(deletes(requests)).toHaveLength(1));
  expect(within(list).getByText(a!)).toBeInTheDocument();
});

it('Undo brings the row back in its place and keeps what else changed meanwhile', async () => {
  const { user, list, queryClient } = await renderList();
  const [a, b] = db.customers.newestFirst();
  await user.click(screen.getByRole('button', { name: `Delete ${nameOf(a!)}` }));
  // Another save lands while Undo is offered (as an edit in the drawer would).
  customers.cache.replace(queryClient, b!._id, (old) => ({ ...old, lastName: 'Renamed' }));
  expect(await within(list).findByText(`${b!.firstName} Renamed`)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(5);
  expect(rows[0]).toHaveTextContent(nameOf(a!));
  expect(rows[1]).toHaveTextContent(`${b!.firstName} Renamed`);
});
