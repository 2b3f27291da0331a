import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { OUTBOX_KEY, type PendingDelete } from '@/api/resource/outbox';
import { db } from '@/mocks/db/tables';
import { server } from '@/mocks/node';
import { renderApp } from '@/test/render';
import { DEMO_USER, storeSession } from '@/test/session';

/** A delete an earlier page left waiting (closed before its Undo window ended). */
function leftWaiting(id: string, extra: Partial<PendingDelete> = {}) {
  const entry: PendingDelete = {
    id,
    name: 'customers',
    path: `api/customer/${id}`,
    queuedAt: Date.now() - 60_000,
    dueAt: Date.now() - 55_000,
    owner: DEMO_USER.id,
    ...extra,
  };
  localStorage.setItem(OUTBOX_KEY, JSON.stringify([entry]));
}

const nameOf = (c: { firstName?: string; lastName?: string }) => `${c.firstName} ${c.lastName}`;
const patientsTable = () => screen.findByRole('table', { name: 'Patients' });

beforeEach(() => storeSession());

it('opening the main area sends what was left waiting; the patient is never listed again', async () => {
  const patient = db.customers.newestFirst()[0]!;
  leftWaiting(patient._id);
  renderApp('/patients');
  const table = await patientsTable();
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
  expect(within(table).queryByText(nameOf(patient))).not.toBeInTheDocument();
  await waitFor(() => expect(localStorage.getItem(OUTBOX_KEY)).toBeNull());
  expect(db.customers.get(patient._id)).toBeUndefined();
  expect(within(table).queryByText(nameOf(patient))).not.toBeInTheDocument();
});

it('a delete the server refuses comes back on the list with the reason', async () => {
  server.use(
    http.delete('*/api/customer/:id', () =>
      HttpResponse.json({ msg: 'Patient has open invoices' }, { status: 409 }),
    ),
  );
  const patient = db.customers.newestFirst()[0]!;
  leftWaiting(patient._id);
  renderApp('/patients');
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
    'Patient has open invoices',
  );
  const table = await patientsTable();
  expect(await within(table).findByText(nameOf(patient))).toBeInTheDocument();
  expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  expect(db.customers.get(patient._id)).toBeDefined();
});

it("another user's waiting delete is neither sent nor hidden", async () => {
  const patient = db.customers.newestFirst()[0]!;
  leftWaiting(patient._id, { owner: 'u-someone-else' });
  renderApp('/patients');
  const table = await patientsTable();
  expect(await within(table).findByText(nameOf(patient))).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(OUTBOX_KEY)!)).toHaveLength(1);
  expect(db.customers.get(patient._id)).toBeDefined();
});
