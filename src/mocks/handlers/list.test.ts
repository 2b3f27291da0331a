import { appointments } from '@/api/resources/appointments';
import { examinationStatuses } from '@/api/resources/examination-statuses';
import { storeSession } from '@/test/session';
import { db } from '../db/tables';
import { callJson } from '../testing';

type Rows = Record<string, unknown>[];
const data = async (path: string) => (await callJson<{ data: Rows; count: number }>(path)).body;

describe('lists: paging', () => {
  it('pages with limit and skip, and counts every match', async () => {
    const all = db.customers.newestFirst();
    const page = await data('/api/customer?limit=25&skip=50');
    expect(page.count).toBe(2000);
    expect(page.data.map((c) => c._id)).toEqual(all.slice(50, 75).map((c) => c._id));
    expect((await data('/api/customer?limit=25&skip=1990')).data).toHaveLength(10);
  });

  it('answers everything when neither limit nor skip is sent', async () => {
    expect((await callJson<Rows>('/api/users')).body).toHaveLength(40);
    expect((await data('/api/results')).data).toHaveLength(20000);
  });
});

describe('lists: filters', () => {
  it('matches ids, choices and numbers exactly', async () => {
    const patient = db.results.all()[0]!.customerId;
    const mine = await data(`/api/results?customerId=${patient}`);
    expect(mine.count).toBe(db.results.all().filter((r) => r.customerId === patient).length);
    expect(mine.data.every((r) => r.customerId === patient)).toBe(true);

    const female = await data('/api/customer?sex=female&limit=5');
    expect(female.count).toBe(db.customers.all().filter((c) => c.sex === 'female').length);
    // "male" is not a substring match for "female".
    const male = await data('/api/customer?sex=male&limit=1');
    expect(female.count + male.count).toBe(2000);

    const types = await callJson<Rows>('/api/type?category=payment');
    expect(types.body.map((t) => t.category)).toEqual(Array(5).fill('payment'));

    const tickets = await callJson<Rows>('/api/tickets?number=7');
    expect(tickets.body.map((t) => t.number)).toEqual([7]);
  });

  it('matches booleans', async () => {
    const active = await callJson<Rows>('/api/users?active=false');
    expect(active.body.length).toBe(db.users.all().filter((u) => u.active === false).length);
    expect(active.body.length).toBeGreaterThan(0);
  });

  it('matches other text as a case- and accent-insensitive substring', async () => {
    const found = await data('/api/customer?lastName=LEFEVRE');
    expect(found.count).toBeGreaterThan(0);
    expect(found.data.every((c) => c.lastName === 'Lefèvre')).toBe(true);
  });

  it('filters arrays by membership', async () => {
    const drawers = await callJson<Rows>('/api/drawers?users=u-0002');
    expect(drawers.body.length).toBeGreaterThanOrEqual(3);
  });

  it('bounds dates by day with <field>From and <field>To, inclusively', async () => {
    const day = db.appointments.all()[100]!.scheduledAt.slice(0, 10);
    const { body } = await callJson<Rows>(
      `/api/appointments?scheduledAtFrom=${day}&scheduledAtTo=${day}`,
    );
    expect(body.length).toBe(
      db.appointments.all().filter((a) => a.scheduledAt.startsWith(day)).length,
    );
    expect(body.length).toBeGreaterThan(0);
    const since = await data('/api/results?sampledAtFrom=2026-11-01T00:00:00.000Z');
    expect(since.data.every((r) => (r.sampledAt as string) >= '2026-11-01')).toBe(true);
  });

  it('ignores parameters that name no field, and empty ones', async () => {
    expect((await data('/api/customer?unknown=1&lastName=&limit=3')).count).toBe(2000);
  });
});

describe('lists: the batch lookup of patients (an extension, config.json `lookups`)', () => {
  it('finds each patient of a comma-separated `_id`, and one alone as before', async () => {
    const wanted = ['cus-00042', 'cus-00007', 'cus-01999'];
    const found = await data(`/api/customer?_id=${wanted.join(',')}`);
    expect(found.data.map((c) => c._id).sort()).toEqual([...wanted].sort());
    expect(found.count).toBe(3);
    expect((await data('/api/customer?_id=cus-00042')).data.map((c) => c._id)).toEqual([
      'cus-00042',
    ]);
  });
});

describe('lists: quick search (q)', () => {
  it('finds patients by first and last name, in any order', async () => {
    const patient = db.customers.all()[321]!;
    const { data: rows } = await data(
      `/api/customer?q=${encodeURIComponent(`${patient.lastName} ${patient.firstName}`)}`,
    );
    expect(rows.map((c) => c._id)).toContain(patient._id);
    expect(
      rows.every((c) => c.firstName === patient.firstName && c.lastName === patient.lastName),
    ).toBe(true);
  });

  it('finds patients by phone, whatever the formatting', async () => {
    const patient = db.customers.all()[42]!;
    const digits = patient.phone.replace(/\D/g, '');
    const typed = `${digits.slice(-6, -3)}-${digits.slice(-3)}`;
    const { data: rows } = await data(`/api/customer?q=${encodeURIComponent(typed)}`);
    expect(rows.map((c) => c._id)).toContain(patient._id);
  });

  it('finds results by test name or by patient name', async () => {
    const result = db.results.all()[5]!;
    const patient = db.customers.get(result.customerId)!;
    const { data: rows } = await data(
      `/api/results?q=${encodeURIComponent(`${patient.firstName} ${patient.lastName} ${result.testName.split(' ')[0]}`)}`,
    );
    expect(rows.map((r) => r._id)).toContain(result._id);
  });
});

describe('lists: order', () => {
  beforeEach(() => storeSession());

  it('sorts appointments and statuses with sort=column*direction', async () => {
    const asc = await appointments.api.list({
      page: 1,
      pageSize: 50,
      sort: { column: 'scheduledAt', direction: 'asc' },
    });
    const dates = asc.items.map((a) => a.scheduledAt!);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe(
      db.appointments
        .all()
        .map((a) => a.scheduledAt)
        .sort()[0],
    );

    const desc = await examinationStatuses.api.list({
      page: 1,
      pageSize: 10,
      sort: { column: 'order', direction: 'desc' },
    });
    expect(desc.items.map((s) => s.order)).toEqual([80, 70, 60, 50, 40, 30, 20, 10]);
    const byName = await examinationStatuses.api.list({
      page: 1,
      pageSize: 3,
      sort: { column: 'name', direction: 'asc' },
    });
    expect(byName.items.map((s) => s.name)).toEqual([
      'Awaiting validation',
      'Cancelled',
      'In analysis',
    ]);
  });

  it('sorts numbers written as text by their value', async () => {
    const { data: rows } = await data('/api/results?examinationId=exm-001&sort=value*desc&limit=3');
    const values = rows.map((r) => Number(r.value));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('lists newest first by default', async () => {
    const { data: rows } = await data('/api/customer?limit=3');
    const dates = rows.map((c) => c.createdAt as string);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows[0]!._id).toBe('cus-02000');
  });
});
