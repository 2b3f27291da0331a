import { resultFlag } from '@/domain/lab-flags';
import { db } from '../db/tables';
import { server } from '../node';
import { callJson } from '../testing';
import { literalHandlers } from './backend';

type Rows = Record<string, unknown>[];
const get = async <T = Rows>(path: string) => {
  const answer = await callJson<T>(path);
  expect(answer.status).toBe(200);
  return answer.body;
};
const dataOf = (path: string) => get<{ data: Rows; count: number }>(path);
const ids = (rows: Rows) => rows.map((row) => row._id);

beforeEach(() => server.use(...literalHandlers));

describe('the contract-only backend: what a list ignores', () => {
  it('ignores the result flag: `flag=out` lists results of every flag', async () => {
    const page = await dataOf('/api/results?flag=out&limit=200');
    expect(page.count).toBe(20000);
    const flags = new Set(page.data.map((r) => resultFlag(String(r.value), String(r.range))));
    expect(flags).toEqual(new Set(['normal', 'high', 'low', undefined]));
  });

  it('ignores date ranges, free text and parameters nobody knows', async () => {
    const all = await dataOf('/api/customer?limit=10');
    for (const extra of [
      'createdAtFrom=2026-11-19',
      'createdAtTo=2020-01-01',
      'q=Haddad',
      'search=Haddad',
      'colour=blue',
    ])
      expect(await dataOf(`/api/customer?limit=10&${extra}`)).toEqual(all);
    const results = await dataOf('/api/results?limit=5&sampledAtFrom=2099-01-01');
    expect(results.count).toBe(20000);
  });

  it('sorts only appointments and examination statuses (SPEC §7)', async () => {
    const newest = await dataOf('/api/customer?limit=20');
    expect(await dataOf('/api/customer?limit=20&sort=lastName*asc')).toEqual(newest);
    expect(ids(await get('/api/doctors?sort=lastName*desc'))).toEqual(
      ids(await get('/api/doctors')),
    );

    const booked = await get('/api/appointments?limit=50&sort=scheduledAt*asc');
    const times = booked.map((a) => String(a.scheduledAt));
    expect(times).toEqual([...times].sort());
    const statuses = await get('/api/examination-statuses?sort=name*desc');
    const names = statuses.map((s) => String(s.name));
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });
});

describe('the contract-only backend: what a list honours', () => {
  it('pages with limit and skip and filters on a field, as the demo does', async () => {
    const all = db.customers.newestFirst();
    const page = await dataOf('/api/customer?limit=25&skip=50');
    expect(page.count).toBe(2000);
    expect(ids(page.data)).toEqual(all.slice(50, 75).map((c) => c._id));

    const patient = db.results.all()[0]!.customerId;
    const mine = await dataOf(`/api/results?customerId=${patient}&flag=high`);
    expect(mine.count).toBe(db.results.all().filter((r) => r.customerId === patient).length);
    expect(mine.data.every((r) => r.customerId === patient)).toBe(true);

    const female = await dataOf('/api/customer?sex=female&limit=5');
    expect(female.count).toBe(db.customers.all().filter((c) => c.sex === 'female').length);
    const types = await get('/api/type?category=payment');
    expect(types.map((t) => t.category)).toEqual(Array(5).fill('payment'));
  });

  it('finds patients by the name the app searches with, every word in first or last name', async () => {
    const { firstName, lastName } = db.customers.get('cus-00042')!;
    const found = await dataOf(
      `/api/customer?name=${encodeURIComponent(`${lastName} ${firstName}`)}`,
    );
    expect(ids(found.data)).toContain('cus-00042');
    expect(found.count).toBeLessThan(2000);
  });

  it('compares an id whole: one finds its record, a list of ids (the demo’s lookup) none', async () => {
    expect(ids((await dataOf('/api/customer?_id=cus-00042')).data)).toEqual(['cus-00042']);
    expect(await dataOf('/api/customer?_id=cus-00042,cus-00007')).toEqual({ data: [], count: 0 });
  });

  it('keeps fetchAll for users only, where the contract names it', async () => {
    expect(await get('/api/users?fetchAll=true')).toHaveLength(40);
    expect(await get('/api/users?fetchAll=true&limit=5')).toHaveLength(5);
  });

  it('answers each area in the contract’s envelope', async () => {
    expect(await get('/api/customer?limit=1')).toEqual({ data: expect.any(Array), count: 2000 });
    expect(await get('/api/results?limit=1')).toEqual({ data: expect.any(Array), count: 20000 });
    expect(await get('/api/payment/transactions?limit=1')).toEqual({
      list: expect.any(Array),
      totalCount: db.payments.all().length,
    });
    expect(await get('/api/clinic-appointments?limit=1')).toEqual({
      data: expect.any(Array),
      totalCount: 1500,
    });
    for (const path of [
      '/api/type',
      '/api/appointments?limit=3',
      '/api/doctors',
      '/api/users',
      '/api/medical-examinations',
      '/api/examination-statuses',
      '/api/insurance',
      '/api/packages',
      '/api/exchange-rate',
      '/api/currency',
      '/api/drawers',
      '/api/tickets',
      '/api/examination-groups',
      '/api/printer',
      '/api/payment/payment-method',
    ])
      expect(Array.isArray(await get(path)), path).toBe(true);
  });
});

describe('the contract-only backend: what it does not offer', () => {
  it('answers the mail API, saved views and the demo’s reset 404, as a server without them', async () => {
    for (const [method, path] of [
      ['GET', '/api/emails'],
      ['GET', '/api/emails/eml-001'],
      ['POST', '/api/emails/send'],
      ['POST', '/api/demo/reset'],
      ['GET', '/api/saved-views/results'],
      ['GET', '/api/no-such-area'],
    ] as const)
      expect(await callJson(path, { method, body: method === 'POST' ? {} : undefined })).toEqual({
        status: 404,
        body: { message: 'Not found' },
      });
  });
});
