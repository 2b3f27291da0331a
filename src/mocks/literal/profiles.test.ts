import { db } from '../db/tables';
import { server } from '../node';
import { call, callJson } from '../testing';
import { literalHandlers, setLiteralProfile } from './backend';
import { LITERAL_PROFILES, type LiteralProfileName } from './profiles';

/**
 * The contract-only backend's profiles differ on every question SPEC §7 leaves open
 * (docs/contract.md): each test below puts the same call to each profile and reads what it
 * answers, so a profile that came to agree with another on a row would fail here.
 */
type Plain = Record<string, unknown>;
type Rows = Plain[];

beforeEach(() => server.use(...literalHandlers));
afterEach(() => setLiteralProfile('lenient'));

const as = (name: LiteralProfileName) => setLiteralProfile(name);
const dataOf = async (path: string) => (await callJson<{ data: Rows; count: number }>(path)).body;

describe('column filters: by substring, whole, or not at all', () => {
  const patient = () => db.customers.get('cus-00042')!;

  it('lenient finds a part of a name, any case; strict only the whole; careless anything', async () => {
    const { lastName } = patient();
    const part = lastName.slice(0, 3).toLowerCase();
    as('lenient');
    const some = await dataOf(`/api/customer?lastName=${encodeURIComponent(part)}&limit=2000`);
    expect(some.data.map((p) => p._id)).toContain('cus-00042');
    expect(some.count).toBeLessThan(2000);

    as('strict');
    expect((await dataOf(`/api/customer?lastName=${encodeURIComponent(part)}`)).count).toBe(0);
    const whole = await dataOf(`/api/customer?lastName=${encodeURIComponent(lastName)}`);
    expect(whole.data.map((p) => p._id)).toContain('cus-00042');
    expect(whole.data.every((p) => p.lastName === lastName)).toBe(true);
    const otherCase =
      lastName.toUpperCase() === lastName ? lastName.toLowerCase() : lastName.toUpperCase();
    expect((await dataOf(`/api/customer?lastName=${encodeURIComponent(otherCase)}`)).count).toBe(0);

    as('careless');
    expect((await dataOf(`/api/customer?lastName=${encodeURIComponent(lastName)}`)).count).toBe(
      2000,
    );
  });

  it('lenient matches a choice by substring too: `sex=male` answers women as well', async () => {
    as('lenient');
    const page = await dataOf('/api/customer?sex=male&limit=2000');
    expect(new Set(page.data.map((p) => p.sex))).toEqual(new Set(['male', 'female']));
    as('strict');
    const men = await dataOf('/api/customer?sex=male&limit=2000');
    expect(new Set(men.data.map((p) => p.sex))).toEqual(new Set(['male']));
  });

  it('strict pages and counts what its own filter kept', async () => {
    as('strict');
    const women = db.customers.newestFirst().filter((c) => c.sex === 'female');
    const page = await dataOf('/api/customer?sex=female&limit=10&skip=10');
    expect(page.count).toBe(women.length);
    expect(page.data.map((p) => p._id)).toEqual(women.slice(10, 20).map((p) => p._id));
  });

  it('a ticket’s patient, given on the way out, filters in every profile that filters', async () => {
    const given = (await callJson<Rows>('/api/tickets')).body;
    const patientId = String(given[0]!.customerId);
    for (const name of ['lenient', 'strict'] as const) {
      as(name);
      const mine = (await callJson<Rows>(`/api/tickets?customerId=${patientId}`)).body;
      expect(mine.length, name).toBeGreaterThan(0);
      expect(
        mine.every((t) => t.customerId === patientId),
        name,
      ).toBe(true);
    }
    as('careless');
    expect((await callJson<Rows>(`/api/tickets?customerId=${patientId}`)).body).toHaveLength(
      given.length,
    );
  });
});

describe('a parameter naming no field, and the patients’ `name`', () => {
  it('lenient ignores it and reads `name`; strict refuses both with its message', async () => {
    as('lenient');
    expect((await call('/api/customer?colour=blue&limit=1')).status).toBe(200);
    const { firstName, lastName } = db.customers.get('cus-00042')!;
    const named = await dataOf(
      `/api/customer?name=${encodeURIComponent(`${firstName} ${lastName}`)}`,
    );
    expect(named.data.map((p) => p._id)).toContain('cus-00042');

    as('strict');
    expect(await callJson('/api/customer?colour=blue')).toEqual({
      status: 400,
      body: { msg: 'Unknown parameter: colour' },
    });
    expect((await call(`/api/customer?name=${encodeURIComponent(lastName)}`)).status).toBe(400);
  });
});

describe('answers SPEC §7 does not shape', () => {
  const bill = () =>
    db.payments.newestFirst().find((p) => p.status === 'pending' && !p.referenceTransactionId)!;
  const settlement = { amount: 1, currency: 'USD', method: 'cash' };

  it('next: lenient calls the ticket; strict reads it and changes nothing', async () => {
    as('strict');
    const read = (await callJson<Plain>('/api/tickets/next/7')).body;
    expect(read.status).toBe('queued');
    expect(db.tickets.get(String(read._id))!.status).toBe('waiting');
    expect((await callJson<Plain>('/api/tickets/next/7')).body._id).toBe(read._id);

    as('lenient');
    const called = (await callJson<Plain>('/api/tickets/next/7')).body;
    expect(called).toMatchObject({ _id: read._id, status: 'announced', counter: '7' });
    expect(db.tickets.get(String(read._id))!.status).toBe('called');
  });

  it('count and balance: objects, or the bare figures', async () => {
    const customerId = bill().customerId;
    as('lenient');
    const count = (await callJson<{ count: number }>('/api/tickets/count')).body;
    const balance = (
      await callJson<{ balance: number }>(
        `/api/payment/transactions/balance?customerId=${customerId}`,
      )
    ).body;
    expect(count).toEqual({ count: expect.any(Number) });
    expect(balance).toMatchObject({ balance: expect.any(Number), currency: 'USD' });
    as('strict');
    expect((await callJson('/api/tickets/count')).body).toBe(count.count);
    expect(
      (await callJson(`/api/payment/transactions/balance?customerId=${customerId}`)).body,
    ).toBe(balance.balance);
  });

  it('payments and uploads: records, or `{ ok: true }` with the work done', async () => {
    as('strict');
    const owed = bill();
    const answer = await callJson(`/api/payment/transactions/${owed._id}/partial-payment`, {
      method: 'POST',
      body: settlement,
    });
    expect(answer).toEqual({ status: 201, body: { ok: true } });
    expect(db.payments.get(owed._id)!.status).toBe('partial');
    const documents = () => db.customers.get('cus-00042')!.documents?.length ?? 0;
    const before = documents();
    const form = new FormData();
    form.append('customerId', 'cus-00042');
    form.append('file', new File(['x'], 'note.txt', { type: 'text/plain' }));
    const upload = await callJson('/api/customer/upload', { method: 'POST', body: form });
    expect(upload).toEqual({ status: 201, body: { ok: true } });
    expect(documents()).toBe(before + 1);

    as('lenient');
    const next = bill();
    const records = await callJson<Plain>(`/api/payment/transactions/${next._id}/partial-payment`, {
      method: 'POST',
      body: settlement,
    });
    expect(records.body).toMatchObject({ reference: { _id: next._id }, transaction: {} });
  });

  it('a partial payment: lenient copies the bill’s patient onto it, strict keeps it without', async () => {
    type List = { list: Plain[]; totalCount: number };
    const made = async () => {
      const owed = bill();
      await callJson(`/api/payment/transactions/${owed._id}/partial-payment`, {
        method: 'POST',
        body: settlement,
      });
      const onBill = await callJson<List>(
        `/api/payment/transactions?referenceTransactionId=${owed._id}`,
      );
      const byPatient = await callJson<List>(
        `/api/payment/transactions?customerId=${owed.customerId}&limit=500`,
      );
      const [payment] = onBill.body.list;
      const listed = byPatient.body.list.some((p) => p._id === payment?._id);
      return { payment, listed, counted: byPatient.body.totalCount, rows: byPatient.body.list };
    };
    as('lenient');
    const copied = await made();
    expect(copied.payment?.customerId).toBeDefined();
    expect(copied.listed).toBe(true);

    as('strict');
    const kept = await made();
    expect(kept.payment).toBeDefined();
    expect(kept.payment).not.toHaveProperty('customerId');
    expect(kept.listed).toBe(false);
    expect(kept.counted).toBe(kept.rows.length);
    const one = await callJson<Plain>(`/api/payment/transactions/${String(kept.payment!._id)}`);
    expect(one.body).not.toHaveProperty('customerId');
  });

  it('a cascade: a payment per bill, or one transaction of the payer naming no bill', async () => {
    const cascade = async (name: LiteralProfileName) => {
      as(name);
      const patient = db.customers.newestFirst()[0]!._id;
      const bills = [30, 20].map((amount, i) =>
        db.payments.insert({
          _id: db.payments.newId(),
          customerId: patient,
          amount,
          currency: 'USD',
          method: 'cash',
          status: 'pending',
          createdAt: `2000-01-0${i + 1}T00:00:00.000Z`,
          documents: [],
        }),
      );
      const before = new Set(db.payments.all().map((p) => p._id));
      await call(`/api/payment/transactions/cascade-payment/customer/${patient}`, {
        method: 'POST',
        body: { amount: 50, currency: 'USD', method: 'cash', drawerId: 'drw-01' },
      });
      const made = db.payments.all().filter((p) => !before.has(p._id));
      return { made, bills: bills.map((b) => db.payments.get(b._id)!.status) };
    };
    const perBill = await cascade('lenient');
    expect(perBill.made.map((p) => [p.referenceTransactionId, p.amount, p.drawerId])).toEqual(
      expect.arrayContaining([
        [expect.any(String), 30, 'drw-01'],
        [expect.any(String), 20, 'drw-01'],
      ]),
    );
    const one = await cascade('strict');
    expect(one.made).toHaveLength(1);
    expect(one.made[0]).toMatchObject({ amount: 50, status: 'paid', drawerId: 'drw-01' });
    expect(one.made[0]!.referenceTransactionId ?? one.made[0]!.paidAmount).toBeUndefined();
    expect(one.bills).toEqual(['paid', 'paid']);
  });

  it('create, update and delete: what each profile answers', async () => {
    const doctor = {
      firstName: 'Rana',
      lastName: 'Profiled',
      specialty: 'Cardiology',
      phone: '0711111111',
    };
    as('lenient');
    const made = await callJson<Plain>('/api/doctors', { method: 'POST', body: doctor });
    expect(made.body).toMatchObject({ ...doctor, _id: expect.any(String) });
    const id = String(made.body._id);
    expect(
      (await callJson(`/api/doctors/${id}`, { method: 'PUT', body: { phone: '0722222222' } })).body,
    ).toMatchObject({ _id: id, phone: '0722222222', lastName: 'Profiled' });

    as('strict');
    const wrapped = await callJson<{ data: Plain }>('/api/doctors', {
      method: 'POST',
      body: doctor,
    });
    expect(wrapped.body.data).toMatchObject({ ...doctor, _id: expect.any(String) });
    const part = await callJson<{ msg: string; errors: Plain }>(`/api/doctors/${id}`, {
      method: 'PUT',
      body: { phone: '0733333333' },
    });
    expect(part.status).toBe(400);
    expect(Object.keys(part.body.errors)).toEqual(
      expect.arrayContaining(['firstName', 'lastName']),
    );
    expect(db.doctors.get(id)!.phone).toBe('0722222222');
    const whole = await callJson(`/api/doctors/${id}`, {
      method: 'PUT',
      body: { ...doctor, phone: '0733333333' },
    });
    expect(whole).toEqual({ status: 200, body: { ok: true } });
    const removed = await call(`/api/doctors/${id}`, { method: 'DELETE' });
    expect([removed.status, await removed.text()]).toEqual([204, '']);
  });
});

it('clears an optional field sent as null, in every profile (a put-back needs it)', async () => {
  for (const name of ['lenient', 'strict'] as const) {
    as(name);
    const ticket = db.tickets.newestFirst().find((t) => t.status === 'waiting')!;
    const called = { number: ticket.number, service: ticket.service, status: 'announced' };
    await call(`/api/tickets/${ticket._id}`, {
      method: 'PUT',
      body: { ...called, counter: '3', calledAt: '2026-11-20T09:00:00.000Z' },
    });
    expect(db.tickets.get(ticket._id), name).toMatchObject({ counter: '3', status: 'called' });
    const back = await call(`/api/tickets/${ticket._id}`, {
      method: 'PUT',
      body: { ...called, status: 'queued', counter: null, calledAt: null },
    });
    expect(back.status, name).toBe(200);
    const now = db.tickets.get(ticket._id)!;
    expect(now.status).toBe('waiting');
    expect('counter' in now || 'calledAt' in now, name).toBe(false);
  }
});

it('every profile differs from every other on some row', () => {
  const names = Object.keys(LITERAL_PROFILES) as LiteralProfileName[];
  for (const a of names)
    for (const b of names)
      if (a < b) expect(LITERAL_PROFILES[a], `${a} and ${b}`).not.toEqual(LITERAL_PROFILES[b]);
  // strict and lenient take another variant on every row but the two only `capped` varies
  // (both answer a filter that finds nothing with nothing, and whole pages).
  for (const [row, value] of Object.entries(LITERAL_PROFILES.strict))
    if (row !== 'unmatched' && row !== 'pageCap')
      expect(LITERAL_PROFILES.lenient[row as keyof typeof LITERAL_PROFILES.lenient], row).not.toBe(
        value,
      );
});

describe('capped: pages of 100, and a filter that finds nothing dropped', () => {
  it('answers at most 100 rows a page, counting them all, and pages on', async () => {
    as('capped');
    const first = await dataOf('/api/customer?limit=500&skip=0');
    expect(first.data).toHaveLength(100);
    expect(first.count).toBe(db.customers.all().length);
    const next = await dataOf('/api/customer?limit=500&skip=100');
    expect(next.data[0]!._id).not.toBe(first.data[0]!._id);
    as('lenient');
    expect((await dataOf('/api/customer?limit=500&skip=0')).data).toHaveLength(500);
  });

  it('answers every record to a filter no record matches, where the others answer none', async () => {
    const rows = async (path: string) => {
      const body = (await callJson<Rows | { data: Rows }>(path)).body;
      return Array.isArray(body) ? body : body.data;
    };
    const nobody = '/api/doctors?lastName=Pwnobodyatall&limit=500';
    as('capped');
    expect(await rows(nobody)).toHaveLength(db.doctors.all().length);
    const one = db.doctors.newestFirst()[0]!;
    expect((await rows(`/api/doctors?_id=${one._id}`)).map((d) => d._id)).toEqual([one._id]);
    for (const name of ['lenient', 'strict'] as const) {
      as(name);
      expect(await rows(nobody), name).toEqual([]);
    }
  });
});
