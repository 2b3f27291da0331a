import { customers } from '@/api/resources/customers';
import { doctors } from '@/api/resources/doctors';
import { types } from '@/api/resources/types';
import { users } from '@/api/resources/users';
import { RESOURCES } from '../resources';
import { storeSession } from '@/test/session';
import { db, tables } from '../db/tables';
import { call, callJson } from '../testing';

/** An area or a table of any kind, as this walk over all of them reads an id (a method: any row fits). */
interface Identifies {
  idOf(row: object): string;
}

describe('every area, through the app’s own API', () => {
  beforeEach(() => storeSession());

  it.each(Object.keys(RESOURCES))(
    '%s: a page passes the engine’s response validation',
    async (name) => {
      const page = await RESOURCES[name]!.api.list({ page: 2, pageSize: 2 });
      expect(page.items).toHaveLength(2);
      const known = ['customers', 'results', 'payments', 'clinicAppointments'].includes(name);
      expect(page.total === undefined).toBe(!known);
      if (known) expect(page.total).toBe(tables[name]!.size());
      const expected = tables[name]!.newestFirst().slice(2, 4);
      const [area, table]: [Identifies, Identifies] = [RESOURCES[name]!, tables[name]!];
      expect(page.items.map((item) => area.idOf(item))).toEqual(
        expected.map((row) => table.idOf(row)),
      );
    },
  );

  it('fetches all 2,000 patients with the parallel strategy, and all users unpaged', async () => {
    const progress = vi.fn();
    const all = await customers.api.all({}, { onProgress: progress });
    expect(all).toHaveLength(2000);
    expect(progress).toHaveBeenLastCalledWith({ loaded: 2000, total: 2000 });
    expect(await users.api.all()).toHaveLength(40);
  });

  it('creates, reads, updates and deletes a patient', async () => {
    const created = await customers.api.create({
      firstName: 'Yasmine',
      lastName: 'Haddad',
      dateOfBirth: '1990-04-12',
      sex: 'female',
      phone: '+961 70 123 456',
      email: '',
    });
    expect(created).toMatchObject({
      firstName: 'Yasmine',
      documents: [],
      createdAt: expect.any(String),
    });
    const id = created!._id;
    // Newest first: the new patient heads page 1.
    expect((await customers.api.list({ page: 1, pageSize: 10 })).items[0]?._id).toBe(id);
    expect(await customers.api.one(id)).toEqual(created);
    const updated = await customers.api.update(id, { lastName: 'Nassar' });
    expect(updated).toMatchObject({ _id: id, firstName: 'Yasmine', lastName: 'Nassar' });
    await customers.api.remove(id);
    await expect(customers.api.one(id)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps the createdAt the client sent and sets updatedAt when sent', async () => {
    const type = await types.api.create({ name: 'Walk-in', category: 'appointment' });
    expect(Date.now() - Date.parse(type!.createdAt!)).toBeLessThan(5000);
    const response = await callJson<{ createdAt: string }>('/api/type', {
      method: 'POST',
      body: { name: 'Old', category: 'document', createdAt: '2026-01-02T03:04:05.000Z' },
    });
    expect(response).toMatchObject({
      status: 201,
      body: { createdAt: '2026-01-02T03:04:05.000Z' },
    });
    const updated = await types.api.update(type!._id, { name: 'Walk-in visit' });
    expect(updated?.updatedAt).toEqual(expect.any(String));
    const printerless = await doctors.api.update('doc-001', { specialty: 'Cardiology' });
    expect(printerless?.updatedAt).toBeUndefined();
  });

  it('drops a currency’s rate on creation, even when sent', async () => {
    const response = await callJson<Record<string, unknown>>('/api/currency', {
      method: 'POST',
      body: { code: 'CHF', name: 'Swiss franc', rate: 0.88 },
    });
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty('rate');
    expect(db.currencies.get(response.body._id as string)).not.toHaveProperty('rate');
  });

  it('never sends a password back', async () => {
    const created = await callJson<Record<string, unknown>>('/api/users', {
      method: 'POST',
      body: { name: 'Hiba Saleh', phone: '0711111111', role: 'cashier', password: 'secret-pass' },
    });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('password');
    const list = await callJson<Record<string, unknown>[]>('/api/users');
    expect(list.body).toHaveLength(41);
    expect(list.body.some((u) => 'password' in u)).toBe(false);
  });
});

describe('the rules of every call', () => {
  it('answers 401 { msg } without a valid bearer token', async () => {
    for (const path of ['/api/customer', '/api/results', '/api/printer', '/api/tickets/count']) {
      const response = await callJson(path, { userId: null });
      expect(response).toEqual({
        status: 401,
        body: { msg: 'Your session is missing or has expired.' },
      });
    }
    const bad = await call('/api/doctors', {
      headers: { Authorization: 'Bearer nonsense' },
      userId: null,
    });
    expect(bad.status).toBe(401);
  });

  it('answers 404 { msg } for unknown ids, in the language asked for', async () => {
    for (const [method, path] of [
      ['GET', '/api/customers/nope'],
      ['PUT', '/api/customer/nope'],
      ['DELETE', '/api/appointments/nope'],
      ['GET', '/api/clinic-appointments/nope'],
      ['GET', '/api/payment/transactions/nope'],
    ] as const) {
      const response = await callJson(path, { method, body: method === 'PUT' ? {} : undefined });
      expect(response, `${method} ${path}`).toEqual({ status: 404, body: { msg: 'Not found.' } });
    }
    const french = await callJson('/api/doctors/nope', { headers: { 'Accept-Language': 'fr' } });
    expect(french.body).toEqual({ msg: 'Introuvable.' });
  });

  it('answers 400 { msg, errors } for a bad body, on create and update', async () => {
    const created = await callJson('/api/customer', {
      method: 'POST',
      body: {
        firstName: ' ',
        lastName: 'Haddad',
        dateOfBirth: '12/04/1990',
        sex: 'x',
        phone: '12',
      },
    });
    expect(created).toEqual({
      status: 400,
      body: {
        msg: 'Some fields are missing or invalid.',
        errors: {
          firstName: 'This field is required.',
          dateOfBirth: 'Enter a date (YYYY-MM-DD).',
          sex: 'Choose one of the options.',
          phone: 'Enter a valid phone number (7 to 15 digits).',
        },
      },
    });
    const updated = await callJson('/api/appointments/apt-00001', {
      method: 'PUT',
      body: { durationMinutes: 2 },
    });
    expect(updated.status).toBe(400);
    expect(updated.body).toMatchObject({ errors: { durationMinutes: expect.any(String) } });
    const notJson = await call('/api/type', {
      method: 'POST',
      body: undefined,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('deletes with 200 { msg }', async () => {
    expect(await callJson('/api/type/typ-01', { method: 'DELETE' })).toEqual({
      status: 200,
      body: { msg: 'Deleted.' },
    });
    expect(db.types.get('typ-01')).toBeUndefined();
  });
});

describe('list shapes', () => {
  type Body = Record<string, unknown[] | number> & unknown[];
  it.each([
    ['/api/customer?limit=2', (b: Body) => [b.data, b.count], 2000],
    ['/api/results?limit=2', (b: Body) => [b.data, b.count], 20000],
    ['/api/payment/transactions?limit=2', (b: Body) => [b.list, b.totalCount], 5000],
    ['/api/clinic-appointments?limit=2', (b: Body) => [b.data, b.totalCount], 1500],
    ['/api/insurance?limit=2', (b: Body) => [b, undefined], undefined],
    ['/api/printer?limit=2', (b: Body) => [b, undefined], undefined],
  ] as const)('%s', async (path, read, total) => {
    const { body } = await callJson<Body>(path);
    const [rows, count] = read(body);
    expect(rows).toHaveLength(2);
    expect(count).toBe(total);
  });
});
