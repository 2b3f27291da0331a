import { setBackend } from '@/api/backend';
import { settledBetween, remainingOf } from '@/domain/money';
import { db } from '@/mocks/db/tables';
import { literalHandlers, setLiteralProfile } from '@/mocks/literal/backend';
import type { LiteralProfileName } from '@/mocks/literal/profiles';
import { LITERAL_WORDS } from '@/mocks/literal/words';
import { server } from '@/mocks/node';
import { recordRequests } from '@/test/requests';
import { storeSession } from '@/test/session';
import { doctors } from './resources/doctors';
import {
  balanceSchema,
  paymentApi,
  payments,
  readCascadeAnswer,
  readPartialAnswer,
} from './resources/payments';

/**
 * What SPEC §7 leaves open, read on servers that answer it differently (docs/contract.md): the
 * contract-only backend's `lenient` and `strict` profiles (`src/mocks/literal/profiles.ts`),
 * with the words mapped as a deployment maps them. Each test names its row of the table.
 */
function on(profile: LiteralProfileName) {
  setBackend({ apiUrl: location.origin, values: LITERAL_WORDS });
  setLiteralProfile(profile);
  server.use(...literalHandlers);
}
/** A bill in US dollars nothing is paid on yet, of a patient whose open bills are all in dollars. */
const openBill = () => {
  const open = db.payments
    .newestFirst()
    .filter((p) => ['pending', 'partial'].includes(p.status) && !p.referenceTransactionId);
  return open.find(
    (p) =>
      p.status === 'pending' &&
      open.every((o) => o.customerId !== p.customerId || o.currency === 'USD'),
  )!;
};
const settlement = { amount: 5, currency: 'USD', method: 'cash' };

beforeEach(() => void storeSession());
afterEach(() => {
  setBackend({});
  setLiteralProfile('lenient');
});

describe('create: the record, the record in { data }, or { ok: true }', () => {
  it('reads the record bare and wrapped', async () => {
    const doctor = {
      firstName: 'Rana',
      lastName: 'Variant',
      specialty: 'Cardiology',
      phone: '0711111111',
    };
    for (const profile of ['lenient', 'strict'] as const) {
      on(profile);
      expect(await doctors.api.create(doctor), profile).toMatchObject({
        ...doctor,
        _id: expect.any(String),
      });
    }
  });

  it('finds the record made by the createdAt it sent when the answer is { ok: true }', async () => {
    on('strict');
    const requests = recordRequests();
    const patient = openBill().customerId;
    const made = await payments.api.create({
      customerId: patient,
      amount: 42,
      paidAmount: 0,
      currency: 'USD',
      method: 'cash',
      status: 'pending',
    });
    expect(made).toMatchObject({ customerId: patient, amount: 42, status: 'pending' });
    expect(db.payments.get(payments.idOf(made!))).toMatchObject({ amount: 42 });
    const lookup = requests.find((r) => r.method === 'GET')!;
    expect(new URL(lookup.url).searchParams.get('createdAt')).toBe(made!.createdAt);
  });
});

describe('update: a PUT merged, or taken as the whole record', () => {
  it('a change goes with the whole record, which a server that wants it whole accepts', async () => {
    on('strict');
    const current = (await doctors.api.list({ page: 1, pageSize: 1 })).items[0]!;
    const id = doctors.idOf(current);
    // A change alone is refused by such a server: the app never sends one.
    await expect(doctors.api.update(id, { phone: '0799999999' })).rejects.toMatchObject({
      status: 400,
    });
    expect(await doctors.api.update(id, { phone: '0799999999' }, current)).toBeUndefined();
    expect(db.doctors.get(id)).toMatchObject({ phone: '0799999999', lastName: current.lastName });
  });
});

describe('upload: the file, or { ok: true }', () => {
  it('answers undefined where the server does not describe the file, and the file is there', async () => {
    on('strict');
    const before = db.doctors.get('doc-001')?.documents?.length ?? 0;
    const answer = await doctors.api.upload('doc-001', new File(['%PDF'], 'cv.pdf'));
    expect(answer).toBeUndefined();
    expect(db.doctors.get('doc-001')!.documents).toHaveLength(before + 1);
    on('lenient');
    expect(await doctors.api.upload('doc-001', new File(['%PDF'], 'cv.pdf'))).toMatchObject({
      name: expect.any(String),
    });
  });
});

describe('partial payment: the bill in the answer, or read again', () => {
  it('reads the bill from a talkative answer, and nothing from { ok: true }', async () => {
    on('lenient');
    const bill = openBill();
    const told = readPartialAnswer(await paymentApi.partial(bill._id, settlement), bill._id);
    expect(told.reference).toMatchObject({ _id: bill._id, status: 'partial' });
    expect(told.transaction).toMatchObject({ referenceTransactionId: bill._id, amount: 5 });

    on('strict');
    const other = openBill();
    expect(readPartialAnswer(await paymentApi.partial(other._id, settlement), other._id)).toEqual(
      {},
    );
    // The bill read again says what remains.
    const now = await payments.api.one(other._id);
    expect(remainingOf(now)).toBeCloseTo(remainingOf(other) - 5, 2);
  });

  it('takes a bare record for the bill or for the payment made, and the same inside { data }', () => {
    const bill = { _id: 'b1', amount: 10, paidAmount: 4, currency: 'USD', status: 'partial' };
    const paid = { _id: 'p9', referenceTransactionId: 'b1', amount: 4, currency: 'USD' };
    expect(readPartialAnswer(bill, 'b1').reference).toMatchObject({ _id: 'b1' });
    expect(readPartialAnswer({ data: paid }, 'b1').transaction).toMatchObject({ _id: 'p9' });
    expect(readPartialAnswer({ ok: true }, 'b1')).toEqual({});
    expect(readPartialAnswer('', 'b1')).toEqual({});
  });
});

describe('cascade payment: what it settled, told or read from the bills', () => {
  it('reads the lines of a talkative answer in the app’s words', async () => {
    on('lenient');
    const { customerId } = openBill();
    const answer = readCascadeAnswer(
      await paymentApi.cascade({ customerId }, { ...settlement, amount: 1 }),
    );
    expect(answer?.lines[0]).toMatchObject({ amount: 1, currency: 'USD' });
    expect(['partial', 'paid']).toContain(answer?.lines[0]?.status);
  });

  it('on { ok: true }, the bills before and after say what was settled', async () => {
    on('strict');
    const { customerId } = openBill();
    const open = (await payments.api.all({ customerId }))
      .filter((p) => !p.referenceTransactionId && remainingOf(p) > 0)
      .map((p) => ({
        ...p,
        id: payments.idOf(p),
        amount: p.amount ?? 0,
        currency: p.currency ?? '',
        createdAt: p.createdAt ?? '',
      }));
    const answer = await paymentApi.cascade({ customerId }, { ...settlement, amount: 3 });
    expect(readCascadeAnswer(answer)).toBeUndefined();
    const after = (await payments.api.all({ customerId })).map((p) => ({
      ...p,
      id: payments.idOf(p),
    }));
    const lines = settledBetween(open, after);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ amount: 3, currency: 'USD', status: 'partial' });
  });

  it('takes the payments made, each naming its bill', () => {
    expect(
      readCascadeAnswer([
        { _id: 'p1', referenceTransactionId: 'b1', amount: 20, currency: 'USD' },
        { _id: 'p2', referenceTransactionId: 'b2', amount: 5, currency: 'EUR' },
      ])?.lines,
    ).toEqual([
      { transactionId: 'b1', amount: 20, currency: 'USD' },
      { transactionId: 'b2', amount: 5, currency: 'EUR' },
    ]);
    expect(readCascadeAnswer({ ok: true })).toBeUndefined();
  });
});

describe('balance: an object, wrapped, or the bare figure', () => {
  it('reads each shape; a bare figure is the balance, with nothing else made up', async () => {
    expect(balanceSchema.parse({ balance: 10, totalDue: 30, currency: 'USD' })).toMatchObject({
      balance: 10,
      totalDue: 30,
    });
    expect(balanceSchema.parse({ data: { balance: '12.5' } })).toMatchObject({ balance: 12.5 });
    expect(balanceSchema.parse(7)).toEqual({ balance: 7 });
    expect(balanceSchema.parse('7.25')).toEqual({ balance: 7.25 });
    on('strict');
    expect(await paymentApi.balance(openBill().customerId)).toEqual({
      balance: expect.any(Number),
    });
  });
});
