import { db } from '../db/tables';
import { server } from '../node';
import { callJson } from '../testing';
import { literalHandlers } from './backend';
import type { Row } from '../db/table';
import { backendWord, LITERAL_WORDS, type WordArea } from './words';

type Rows = Record<string, unknown>[];
const get = async <T = Rows>(path: string) => (await callJson<T>(path)).body;
const statuses = (rows: Rows) => new Set(rows.map((row) => row.status));
const backendWords = (area: keyof typeof LITERAL_WORDS) =>
  new Set(Object.keys(LITERAL_WORDS[area].status));

beforeEach(() => server.use(...literalHandlers));

describe('the contract-only backend: its words on the wire', () => {
  it('answers every status in its own words, lists and single records alike', async () => {
    /** Each row's status is the backend's word for what the demo holds. */
    const inItsWords = (
      area: WordArea,
      rows: Rows,
      table: { get(id: string): Row | undefined },
    ) => {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const held = table.get(String(row._id ?? row.id))!.status as string;
        expect(row.status).toBe(backendWord(area, 'status', held));
        expect(backendWords(area)).toContain(row.status);
      }
    };
    const payments = await get<{ list: Rows }>('/api/payment/transactions?limit=300');
    inItsWords('payments', payments.list, db.payments);
    expect(statuses(payments.list)).toEqual(backendWords('payments'));
    inItsWords('appointments', await get('/api/appointments'), db.appointments);
    const clinic = await get<{ data: Rows }>('/api/clinic-appointments');
    inItsWords('clinicAppointments', clinic.data, db.clinicAppointments);
    inItsWords('tickets', await get('/api/tickets'), db.tickets);
    expect(statuses(await get('/api/tickets'))).toEqual(backendWords('tickets'));
    inItsWords('drawers', await get('/api/drawers'), db.drawers);
    expect(statuses(await get('/api/printer'))).toEqual(backendWords('printers'));

    const id = db.payments.all().find((p) => p.status === 'paid')!._id;
    expect(await get(`/api/payment/transactions/${id}`)).toMatchObject({ status: 'settled' });
    expect(await get('/api/tickets/next/3')).toMatchObject({ status: 'announced', counter: '3' });
  });

  it('filters by a status in its own words only: the app’s words match nothing', async () => {
    const waiting = db.tickets.all().filter((t) => t.status === 'waiting').length;
    const rows = await get(`/api/tickets?status=queued`);
    expect(rows).toHaveLength(waiting);
    expect(statuses(rows)).toEqual(new Set(['queued']));
    // A server that never stores `waiting` finds no ticket so: the app maps it with `values`.
    expect(await get(`/api/tickets?status=waiting`)).toEqual([]);
    const open = await get<{ list: Rows; totalCount: number }>(
      '/api/payment/transactions?status=open&limit=5',
    );
    expect(open.totalCount).toBe(db.payments.all().filter((p) => p.status === 'pending').length);
  });

  it('reads bodies in either vocabulary, and refuses a word of neither', async () => {
    const stopped = await callJson('/api/printer/prn-01/update-status', {
      method: 'PUT',
      body: { status: 'stopped' },
    });
    expect(stopped).toMatchObject({ status: 200, body: { _id: 'prn-01', status: 'stopped' } });
    expect(db.printers.get('prn-01')?.status).toBe('offline');
    const online = await callJson('/api/printer/prn-01/update-status', {
      method: 'PUT',
      body: { status: 'online' },
    });
    expect(online.body).toMatchObject({ status: 'idle' });

    const drawer = await callJson('/api/drawers/drw-01', {
      method: 'PUT',
      body: { status: 'inactive' },
    });
    expect(drawer).toMatchObject({ status: 200, body: { status: 'inactive' } });
    expect(db.drawers.get('drw-01')?.status).toBe('closed');

    const melting = await callJson('/api/printer/prn-01/update-status', {
      method: 'PUT',
      body: { status: 'melting' },
    });
    expect(melting).toMatchObject({
      status: 400,
      body: { errors: { status: expect.any(String) } },
    });
  });

  it('names the status of each bill a cascade payment paid in its words', async () => {
    const bill = db.payments
      .all()
      .find((p) => p.status === 'pending' && !p.referenceTransactionId)!;
    const paid = await callJson<{ applied: Rows }>(
      `/api/payment/transactions/cascade-payment/customer/${bill.customerId}`,
      { method: 'POST', body: { amount: 1_000_000, currency: bill.currency, method: 'cash' } },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.applied.length).toBeGreaterThan(0);
    expect(statuses(paid.body.applied)).toEqual(new Set(['settled']));
  });
});

describe('the contract-only backend: every result, transaction and ticket names its patient', () => {
  it('gives the demo’s anonymous tickets a patient, the same one each time', async () => {
    const anonymous = db.tickets.all().filter((t) => !t.customerId);
    expect(anonymous.length).toBeGreaterThan(0);
    const first = await get('/api/tickets');
    expect(
      first.every((t) => typeof t.customerId === 'string' && db.customers.get(t.customerId)),
    ).toBe(true);
    expect(await get('/api/tickets')).toEqual(first);
    const one = first.find((t) => t._id === anonymous[0]!._id)!;
    expect(await get(`/api/tickets/${one._id}`)).toEqual(one);
    // On the way out only: the demo's own data is as seeded.
    expect(db.tickets.get(anonymous[0]!._id)?.customerId).toBeUndefined();

    // Its patient's tickets are found by it, paged.
    const mine = first.filter((t) => t.customerId === one.customerId);
    expect(await get(`/api/tickets?customerId=${String(one.customerId)}`)).toEqual(mine);
    expect(await get(`/api/tickets?customerId=${String(one.customerId)}&limit=1`)).toEqual(
      mine.slice(0, 1),
    );
  });

  it('carries customerId on every result and transaction', async () => {
    const results = await get<{ data: Rows }>('/api/results?limit=500');
    expect(results.data.every((r) => typeof r.customerId === 'string')).toBe(true);
    const payments = await get<{ list: Rows }>('/api/payment/transactions?limit=500');
    expect(payments.list.every((p) => typeof p.customerId === 'string')).toBe(true);
  });
});
