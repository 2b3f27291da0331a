import { drawers, drawerUsers } from '@/api/resources/drawers';
import { updatePrinterStatus } from '@/api/resources/printers';
import { updateResultRange } from '@/api/resources/results';
import { ticketApi, tickets } from '@/api/resources/tickets';
import { changeUserPassword } from '@/api/resources/users';
import { storeSession } from '@/test/session';
import { applyStoredDemoLatency, DEMO_LATENCY_KEY, demoLatency, setDemoLatency } from '../config';
import { accounts } from '../db/accounts';
import { SEEDED_USER_PASSWORD } from '../db/seed/people';
import { db } from '../db/tables';
import { call, callJson } from '../testing';

beforeEach(() => storeSession());

describe('results: PATCH /{id}/range', () => {
  // A result still open to changes (a validated one is read-only: see below).
  const open = () => db.results.all().find((r) => r.statusId === 'est-04')!._id;

  it('changes the range alone', async () => {
    const id = open();
    const before = db.results.get(id)!;
    await updateResultRange(id, '5-25');
    expect(db.results.get(id)).toEqual({ ...before, range: '5-25' });
  });

  it('answers 404 for an unknown result and 400 for an empty range', async () => {
    await expect(updateResultRange('nope', '1-2')).rejects.toMatchObject({ status: 404 });
    const empty = await callJson(`/api/results/${open()}/range`, {
      method: 'PATCH',
      body: { range: ' ' },
    });
    expect(empty).toMatchObject({
      status: 400,
      body: { errors: { range: 'This field is required.' } },
    });
  });
});

describe('results: a validated result is read-only until un-validated', () => {
  const validated = () => db.results.all().find((r) => r.statusId === 'est-05')!;

  it('refuses a new value or range with 409 and says why', async () => {
    const result = validated();
    const put = await callJson(`/api/results/${result._id}`, {
      method: 'PUT',
      body: { value: '1.0' },
    });
    expect(put).toMatchObject({ status: 409, body: { msg: expect.stringMatching(/un-validate/) } });
    await expect(updateResultRange(result._id, '1-2')).rejects.toMatchObject({ status: 409 });
    expect(db.results.get(result._id)).toEqual(result);
  });

  it('takes its acknowledgement, and its un-validation with the reason, then a new value', async () => {
    const result = validated();
    const ack = { acknowledgedBy: 'u-0003', acknowledgedAt: '2026-11-20T10:00:00.000Z' };
    expect(await call(`/api/results/${result._id}`, { method: 'PUT', body: ack })).toMatchObject({
      status: 200,
    });
    const unvalidate = {
      statusId: 'est-04',
      unvalidationReason: 'Wrong sample',
      unvalidatedBy: 'u-0003',
      unvalidatedAt: '2026-11-20T10:05:00.000Z',
    };
    await call(`/api/results/${result._id}`, { method: 'PUT', body: unvalidate });
    const changed = await callJson(`/api/results/${result._id}`, {
      method: 'PUT',
      body: { value: '1.0' },
    });
    expect(changed).toMatchObject({ status: 200, body: { ...ack, ...unvalidate, value: '1.0' } });
  });
});

describe('results: every change kept', () => {
  // A recent result carries the changes it went through (the seed's last seven days).
  const audited = () => db.results.all().find((r) => (r.audit?.length ?? 0) > 1)!;

  it('takes an entry added to the audit, in any key order, and refuses one dropped or rewritten', async () => {
    const result = audited();
    const put = (audit: unknown) =>
      callJson(`/api/results/${result._id}`, { method: 'PUT', body: { audit } });
    const added = { at: '2026-11-20T11:00:00.000Z', by: 'u-0003', field: 'report', to: '1' };
    const reordered = result.audit!.map((e) => Object.fromEntries(Object.entries(e).reverse()));
    expect(await put([...reordered, added])).toMatchObject({ status: 200 });
    expect(await put(result.audit!.slice(1))).toMatchObject({
      status: 409,
      body: { msg: expect.stringMatching(/cannot be removed or rewritten/) },
    });
    const rewritten = [{ ...result.audit![0], to: 'something else' }, ...result.audit!.slice(1)];
    expect(await put(rewritten)).toMatchObject({ status: 409 });
    expect(db.results.get(result._id)!.audit).toHaveLength(result.audit!.length + 1);
  });
});

describe('drawers: a blind count saved on the drawer', () => {
  it('keeps the count of our design with PUT /api/drawers/{id} and lists it back', async () => {
    const lastCount = {
      countedAt: '2026-11-20T18:00:00.000Z',
      countedBy: 'u-0001',
      counted: 95.5,
      expected: 100,
      difference: -4.5,
      denominations: { '50': 1, '20': 2, '5': 1, '0.5': 1 },
    };
    await drawers.api.update('drw-01', { status: 'closed', lastCount });
    const listed = await drawers.api.all();
    expect(listed.find((d) => d._id === 'drw-01')).toMatchObject({ status: 'closed', lastCount });
  });
});

describe('drawers: users/add and users/remove', () => {
  it('adds and removes a user once each, and answers the drawer', async () => {
    await drawerUsers('add', 'drw-04', 'u-0010');
    await drawerUsers('add', 'drw-04', 'u-0010');
    expect(db.drawers.get('drw-04')?.users?.filter((id) => id === 'u-0010')).toEqual(['u-0010']);
    const { body } = await callJson<{ users: string[] }>('/api/drawers/drw-04/users/remove', {
      method: 'POST',
      body: { userId: 'u-0010' },
    });
    expect(body.users).not.toContain('u-0010');
  });

  it('answers 404 for an unknown drawer or user, 400 without a userId', async () => {
    await expect(drawerUsers('add', 'nope', 'u-0001')).rejects.toMatchObject({ status: 404 });
    const user = await callJson('/api/drawers/drw-01/users/add', {
      method: 'POST',
      body: { userId: 'u-9999' },
    });
    expect(user).toEqual({
      status: 404,
      body: { msg: 'There is no such user.', errors: { userId: 'There is no such user.' } },
    });
    expect(
      (await callJson('/api/drawers/drw-01/users/add', { method: 'POST', body: {} })).status,
    ).toBe(400);
  });
});

describe('users: POST /{id}/change-password', () => {
  it('checks the old password and changes it', async () => {
    await expect(
      changeUserPassword('u-0020', { oldPassword: 'wrong-one', newPassword: 'brand-new-1' }),
    ).rejects.toMatchObject({
      status: 400,
      errors: { oldPassword: 'The current password is not correct.' },
    });
    await changeUserPassword('u-0020', {
      oldPassword: SEEDED_USER_PASSWORD,
      newPassword: 'brand-new-1',
    });
    await changeUserPassword('u-0020', { oldPassword: 'brand-new-1', newPassword: 'brand-new-2' });
  });

  it('changes a demo account’s sign-in password too', async () => {
    await changeUserPassword('u-0002', { oldPassword: 'reception1', newPassword: 'reception-2' });
    expect(accounts.find((a) => a.id === 'u-0002')?.password).toBe('reception-2');
    const login = await call('/api/auth/login', {
      method: 'POST',
      body: { phone: '0700000002', password: 'reception-2' },
      userId: null,
    });
    expect(login.status).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    await expect(
      changeUserPassword('u-9999', { oldPassword: 'x', newPassword: 'brand-new-1' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a second user with the same phone number', async () => {
    const taken = await callJson('/api/users', {
      method: 'POST',
      body: { name: 'Someone', phone: '070 000 0001', role: 'reception' },
    });
    expect(taken).toMatchObject({ status: 409, body: { errors: { phone: expect.any(String) } } });
  });
});

describe('tickets: next and count', () => {
  it('calls the lowest-numbered waiting ticket to the counter, until none waits', async () => {
    expect(await ticketApi.count()).toBe(30);
    const first = await ticketApi.next('4');
    expect(first).toMatchObject({
      number: 121,
      status: 'called',
      counter: '4',
      calledAt: expect.any(String),
    });
    expect(await ticketApi.next()).toMatchObject({ number: 122, status: 'called' });
    expect(await ticketApi.count()).toBe(28);

    for (const t of db.tickets.all())
      if (t.status === 'waiting') db.tickets.update(t._id, { status: 'done' });
    expect(await ticketApi.next('1')).toBeNull();
    expect(await ticketApi.count()).toBe(0);
  });

  it('takes a newly drawn ticket into the queue', async () => {
    for (const t of db.tickets.all())
      if (t.status === 'waiting') db.tickets.update(t._id, { status: 'done' });
    await tickets.api.create({ number: 151, service: 'Laboratory', status: 'waiting' });
    expect(await ticketApi.count()).toBe(1);
    expect(await ticketApi.next('2')).toMatchObject({ number: 151, counter: '2' });
  });
});

describe('printers: PUT /{id}/update-status', () => {
  it('changes the status, with the bearer token in the header', async () => {
    await updatePrinterStatus('prn-05', 'online');
    expect(db.printers.get('prn-05')?.status).toBe('online');
    const anonymous = await call('/api/printer/prn-05/update-status', {
      method: 'PUT',
      body: { status: 'offline' },
      userId: null,
    });
    expect(anonymous.status).toBe(401);
  });

  it('validates the status and answers 404 for an unknown printer', async () => {
    const bad = await callJson('/api/printer/prn-01/update-status', {
      method: 'PUT',
      body: { status: 'melting' },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { status: 'Choose one of the options.' } },
    });
    await expect(updatePrinterStatus('nope', 'online')).rejects.toMatchObject({ status: 404 });
  });
});

describe('POST /api/demo/reset', () => {
  it('puts every table and the accounts back, and requires the bearer token', async () => {
    db.doctors.remove('doc-001');
    accounts.update((a) => a.id === 'u-0001', { password: 'changed-1' });
    expect((await call('/api/demo/reset', { method: 'POST', userId: null })).status).toBe(401);
    const reset = await callJson('/api/demo/reset', {
      method: 'POST',
      headers: { 'Accept-Language': 'ar' },
    });
    expect(reset).toEqual({
      status: 200,
      body: { msg: 'عادت البيانات التجريبية إلى حالتها الأولى.' },
    });
    expect(db.doctors.get('doc-001')).toBeDefined();
    expect(accounts.find((a) => a.id === 'u-0001')?.password).toBe('demo1234');
  });
});

describe('demo latency', () => {
  afterEach(() => setDemoLatency());

  it('follows setDemoLatency at run time', async () => {
    setDemoLatency(60);
    const start = performance.now();
    await call('/api/printer');
    expect(performance.now() - start).toBeGreaterThanOrEqual(55);
  });

  it("takes the browser's own latency from local storage as the demo backend starts", async () => {
    localStorage.setItem(DEMO_LATENCY_KEY, '80');
    applyStoredDemoLatency();
    expect(demoLatency()).toBe(80);
    const start = performance.now();
    await call('/api/printer');
    expect(performance.now() - start).toBeGreaterThanOrEqual(75);
  });

  it('ignores a stored latency that is not a number of milliseconds', () => {
    for (const bad of ['', 'fast', '-5']) {
      setDemoLatency(20);
      localStorage.setItem(DEMO_LATENCY_KEY, bad);
      applyStoredDemoLatency();
      expect(demoLatency()).toBe(20);
    }
  });
});
