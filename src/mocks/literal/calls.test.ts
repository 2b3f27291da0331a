import { db } from '../db/tables';
import { server } from '../node';
import { RESOURCES } from '../resources';
import { call, callJson } from '../testing';
import { literalHandlers } from './backend';
import { backendWord } from './words';
import { stillValidated } from '@/api/resources/results';

type Plain = Record<string, unknown>;
const first = <T extends Plain>(table: { newestFirst(): readonly T[] }) => table.newestFirst()[0]!;

/** What the server sets on a record, never sent in a create body. */
const SERVER_SET = ['_id', 'id', 'createdAt', 'updatedAt', 'documents', 'password'];

/** A stored record as a create body, in the backend's words. */
function bodyFrom(area: string, record: Plain): Plain {
  const body = Object.fromEntries(
    Object.entries(record).filter(([key]) => !SERVER_SET.includes(key)),
  );
  if (typeof body.status === 'string') body.status = backendWord(area, 'status', body.status);
  return body;
}

beforeEach(() => server.use(...literalHandlers));

describe('the contract-only backend answers every call of SPEC §7', () => {
  it('signs in, registers and changes a password with the demo’s accounts', async () => {
    const login = await callJson<Plain>('/api/auth/login', {
      method: 'POST',
      body: { phone: '0700000001', password: 'demo1234' },
      userId: null,
    });
    expect(login).toMatchObject({ status: 200, body: { id: 'u-0001', token: expect.any(String) } });
    const registered = await call('/api/auth/register', {
      method: 'POST',
      body: { name: 'Sami Nader', phone: '0799999999', password: 'secret-123' },
      userId: null,
    });
    expect(registered.status).toBe(201);
    const changed = await call('/api/auth/update-password/u-0001', {
      method: 'POST',
      body: { oldPassword: 'demo1234', newPassword: 'demo-5678' },
    });
    expect(changed.status).toBe(200);
  });

  it('lists, reads, creates, updates, uploads to and deletes every area', async () => {
    for (const { declaration: d } of Object.values(RESOURCES)) {
      if (d.name === 'printers') continue; // Listed and set a status only (below).
      const table = db[d.name as keyof typeof db] as unknown as {
        newestFirst(): readonly Plain[];
      };
      const record = first(table);
      const id = String(record[d.idField]);
      expect((await call(`/${d.path}?limit=5`)).status, d.name).toBe(200);
      if (d.operations.includes('one'))
        expect((await call(`/${d.paths?.one ?? d.path}/${id}`)).status, d.name).toBe(200);
      let body = bodyFrom(d.name, record);
      if (d.name === 'users') body = { ...body, phone: '0798765432' };
      if (d.name === 'payments') body = { ...body, paidAmount: 0, status: 'open' };
      const created = await callJson<Plain>(`/${d.paths?.create ?? d.path}`, {
        method: 'POST',
        body,
      });
      expect(created.status, `${d.name}: ${JSON.stringify(created.body)}`).toBe(201);
      const newId = String(created.body[d.idField]);
      const updated = await call(`/${d.path}/${newId}`, { method: 'PUT', body: {} });
      expect(updated.status, d.name).toBe(200);
      if (d.upload) {
        const form = new FormData();
        form.set(d.upload.field, newId);
        form.set('file', new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
        const path = `/${d.upload.path ?? `${d.path}/upload`}`;
        expect((await call(path, { method: 'POST', body: form })).status, d.name).toBe(201);
      }
      expect((await call(`/${d.path}/${newId}`, { method: 'DELETE' })).status, d.name).toBe(200);
    }
  });

  it('answers the calls of an area’s own', async () => {
    const document = db.customers.all().find((c) => c.documents?.length)?.documents?.[0];
    const bill = db.payments.all().find((p) => p.status === 'pending')!;
    // A result not validated: a validated one is read-only (the demo answers 409).
    const open = db.results.all().find((r) => !stillValidated(r))!;
    const settlement = { amount: 1, currency: bill.currency, method: 'cash' };
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/customer/file/${document?.name}`],
      ['PATCH', `/api/results/${open._id}/range`, { range: '1-9' }],
      [
        'POST',
        `/api/users/u-0020/change-password`,
        { oldPassword: 'welcome2026', newPassword: 'x-123456' },
      ],
      ['GET', `/api/payment/transactions/balance?customerId=${bill.customerId}`],
      ['GET', '/api/payment/payment-method?limit=50&skip=0'],
      ['POST', `/api/payment/transactions/${bill._id}/partial-payment`, settlement],
      ['POST', `/api/payment/transactions/cascade-payment/customer/${bill.customerId}`, settlement],
      ['POST', '/api/payment/transactions/cascade-payment/insurance/ins-01', settlement],
      ['POST', '/api/drawers/drw-01/users/add', { userId: 'u-0010' }],
      ['POST', '/api/drawers/drw-01/users/remove', { userId: 'u-0010' }],
      ['GET', '/api/tickets/next'],
      ['GET', '/api/tickets/next/2'],
      ['GET', '/api/tickets/count'],
      ['GET', '/api/printer'],
      ['PUT', '/api/printer/prn-02/update-status', { status: 'stopped' }],
    ];
    expect(document).toBeDefined();
    for (const [method, path, body] of calls) {
      const answer = await call(path, { method, body });
      expect(answer.status, `${method} ${path}`).toBeLessThan(300);
    }
  });
});
