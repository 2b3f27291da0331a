import { http as mock, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '@/mocks/node';
import { recordRequests } from '@/test/requests';
import { patientBody } from '@/test/bodies';
import { storeSession } from '@/test/session';
import { ApiError } from '../errors';
import { clinicAppointments } from '../resources/clinic-appointments';
import { currencies } from '../resources/currencies';
import { customerFile, customers } from '../resources/customers';
import { doctors } from '../resources/doctors';
import { examinationGroups } from '../resources/examination-groups';
import { insurance } from '../resources/insurance';
import { packages } from '../resources/packages';
import { payments } from '../resources/payments';
import { results } from '../resources/results';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}

const answer = (body: JsonBodyType, init?: ResponseInit) =>
  server.use(mock.all('*/api/*', () => HttpResponse.json(body, init)));

beforeEach(() => storeSession());

describe('list answers', () => {
  it('reads { data, count } (customers, results) with the count as the total', async () => {
    answer({ data: [{ _id: 'c1', firstName: 'Nadia' }], count: 1234 });
    const page = await customers.api.list({ page: 1, pageSize: 1 });
    expect(page).toMatchObject({
      total: 1234,
      hasNextPage: true,
      items: [{ _id: 'c1', firstName: 'Nadia' }],
    });
  });

  it('reads { list, totalCount } (payments)', async () => {
    answer({ list: [{ _id: 'p1', amount: 10 }], totalCount: 5000 });
    expect(await payments.api.list({ page: 1, pageSize: 10 })).toMatchObject({
      total: 5000,
      items: [{ _id: 'p1' }],
    });
  });

  it('reads a bare array with no total, and a full page means a next page may exist', async () => {
    answer([{ _id: 'd1' }, { _id: 'd2' }]);
    expect(await doctors.api.list({ page: 1, pageSize: 2 })).toMatchObject({
      total: undefined,
      hasNextPage: true,
    });
    expect(await doctors.api.list({ page: 1, pageSize: 3 })).toMatchObject({
      total: undefined,
      hasNextPage: false,
    });
  });

  it('accepts clinic appointments both as an array and with a total, identified by id', async () => {
    answer([{ id: 7, clinic: 'cardiology' }]);
    expect((await clinicAppointments.api.list({ page: 1, pageSize: 10 })).items[0]).toMatchObject({
      id: '7',
    });
    answer({ data: [{ id: 'ca-1' }], totalCount: 1500 });
    expect(await clinicAppointments.api.list({ page: 1, pageSize: 10 })).toMatchObject({
      total: 1500,
    });
  });

  it.each([
    ['insurance', insurance],
    ['packages', packages],
    ['examination groups', examinationGroups],
    ['clinic appointments', clinicAppointments],
  ])(
    '%s: a non-array list answer is "Expected an array but received a non-array response."',
    async (_area, resource) => {
      answer({ data: { not: 'an array' } });
      const error = await rejection(resource.api.list({ page: 1, pageSize: 10 }));
      expect(error.message).toBe('Expected an array but received a non-array response.');
    },
  );

  it('keeps fields a real backend adds and keeps designed fields of an unexpected plain type', async () => {
    answer({
      data: [
        {
          _id: 'c1',
          firstName: 'Nadia',
          sex: 'unknown',
          bloodGroup: 'O+',
          dateOfBirth: { y: 1990 },
        },
      ],
      count: 1,
    });
    const [patient] = (await customers.api.list({ page: 1, pageSize: 10 })).items;
    expect(patient).toMatchObject({
      _id: 'c1',
      firstName: 'Nadia',
      sex: 'unknown',
      bloodGroup: 'O+',
    });
    expect(patient?.dateOfBirth).toBeUndefined();
  });

  it('rejects a record without its identifier as a contract error naming the field', async () => {
    answer({ data: [{ firstName: 'Nadia' }], count: 1 });
    const error = await rejection(customers.api.list({ page: 1, pageSize: 10 }));
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('0._id');
  });

  it('normalises documents given as names or objects', async () => {
    answer({ _id: 'd1', documents: ['scan.pdf', { filename: 'xray.png', size: 10 }] });
    expect((await doctors.api.one('d1')).documents).toEqual([
      { name: 'scan.pdf' },
      { filename: 'xray.png', name: 'xray.png', size: 10 },
    ]);
  });
});

describe('error catalogue (SPEC §8)', () => {
  it('the body msg wins over the catalogue text', async () => {
    answer({ msg: 'Doctor is booked' }, { status: 409 });
    expect((await rejection(doctors.api.remove('d1'))).message).toBe('Doctor is booked');
  });

  it('customer creation joins the per-field errors with a comma', async () => {
    answer({ errors: { phone: 'Phone is taken', nationalId: 'ID is invalid' } }, { status: 400 });
    const error = await rejection(customers.api.create(patientBody({ firstName: 'A' })));
    expect(error.message).toBe('Phone is taken, ID is invalid');
    expect(error.errors).toEqual({ phone: 'Phone is taken', nationalId: 'ID is invalid' });
  });

  it('customer creation says "Unknown error" without msg or field errors, and msg still wins', async () => {
    answer({}, { status: 500 });
    expect((await rejection(customers.api.create(patientBody({ firstName: 'A' })))).message).toBe(
      'Unknown error',
    );
    answer({ msg: 'Duplicate patient', errors: { phone: 'x' } }, { status: 409 });
    expect((await rejection(customers.api.create(patientBody({ firstName: 'A' })))).message).toBe(
      'Duplicate patient',
    );
  });

  it('customers: get document', async () => {
    server.use(
      mock.get('*/api/customer/file/:name', () => new HttpResponse(null, { status: 404 })),
    );
    expect((await rejection(customerFile('missing.pdf'))).message).toBe('Failed to get document');
  });

  it('answers a blob for a stored document', async () => {
    server.use(
      mock.get(
        '*/api/customer/file/:name',
        () =>
          new HttpResponse(new TextEncoder().encode('%PDF-1.4'), {
            headers: { 'Content-Type': 'application/pdf' },
          }),
      ),
    );
    const blob = await customerFile('scan.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4');
  });
});

describe('bodies over the wire', () => {
  it('currency create drops rate; update keeps it', async () => {
    answer({ _id: 'eur' });
    const requests = recordRequests();
    await currencies.api.create({ code: 'EUR', name: 'Euro', rate: 0.92 });
    await currencies.api.update('eur', { rate: 0.93 });
    const [created, updated] = await Promise.all(
      requests.map((r) => r.json() as Promise<Record<string, unknown>>),
    );
    expect(created).not.toHaveProperty('rate');
    expect(created).toMatchObject({ code: 'EUR', name: 'Euro' });
    expect(updated).toEqual({ rate: 0.93 });
  });

  it('results update omits empty strings and sets updatedAt; doctors update sends them as they are', async () => {
    answer({ _id: 'x' });
    const requests = recordRequests();
    await results.api.update('r1', { value: '5.4', notes: '' });
    await doctors.api.update('d1', { specialty: 'Cardiology', email: '' });
    const [result, doctor] = await Promise.all(
      requests.map((r) => r.json() as Promise<Record<string, unknown>>),
    );
    expect(result).toEqual({ value: '5.4', updatedAt: expect.any(String) });
    expect(doctor).toEqual({ specialty: 'Cardiology', email: '' });
  });

  it('returns the saved record from a create, also when wrapped in data', async () => {
    answer({ data: { _id: 'new-1', firstName: 'Nadia' } });
    expect(await customers.api.create(patientBody({ firstName: 'Nadia' }))).toMatchObject({
      _id: 'new-1',
    });
  });

  it('an upload answers the stored file, also when wrapped', async () => {
    const file = new File(['x'], 'referral.pdf', { type: 'application/pdf' });
    answer({ file: { name: 'f-1.pdf', originalName: 'referral.pdf' } });
    expect(await doctors.api.upload('d1', file)).toMatchObject({
      name: 'f-1.pdf',
      originalName: 'referral.pdf',
    });
    // An answer that does not describe the file is no description: the owner is read again.
    answer({ msg: 'stored' });
    expect(await doctors.api.upload('d1', file)).toBeUndefined();
    answer({ ok: true });
    expect(await doctors.api.upload('d1', file)).toBeUndefined();
  });

  it('an upload that fails carries the catalogue text, or the server msg', async () => {
    const file = new File(['x'], 'a.pdf');
    answer({}, { status: 500 });
    expect((await rejection(doctors.api.upload('d1', file))).message).toBe(
      'Failed to upload document',
    );
    answer({ msg: 'File too large' }, { status: 413 });
    expect((await rejection(doctors.api.upload('d1', file))).message).toBe('File too large');
  });
});
