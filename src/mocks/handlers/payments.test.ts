import { paymentApi, payments } from '@/api/resources/payments';
import { storeSession } from '@/test/session';
import { convert } from '../db/money';
import { db } from '../db/tables';
import { callJson } from '../testing';

interface Applied {
  transactionId: string;
  paymentId: string;
  amount: number;
  currency: string;
  status: string;
}

/** A patient with no transactions yet, billed `amounts` (USD) in this order. */
async function billedPatient(amounts: number[], extra: Record<string, unknown> = {}) {
  const patient = db.customers.all()[7]!;
  for (const p of db.payments.all().filter((p) => p.customerId === patient._id))
    db.payments.remove(p._id);
  const bills = [];
  for (const amount of amounts) {
    const { body } = await callJson<{ _id: string }>('/api/payment/transactions/start', {
      method: 'POST',
      body: {
        customerId: patient._id,
        amount,
        currency: 'USD',
        method: 'cash',
        status: 'pending',
        ...extra,
      },
    });
    bills.push(body._id);
  }
  return { patient: patient._id, bills };
}

describe('payments', () => {
  beforeEach(() => storeSession());

  it('starts a transaction (201) and lists it first, as { list, totalCount }', async () => {
    const { bills } = await billedPatient([120]);
    const { body } = await callJson<{ list: { _id: string }[]; totalCount: number }>(
      '/api/payment/transactions?limit=10&skip=0',
    );
    expect(body.list[0]?._id).toBe(bills[0]);
    expect(body.totalCount).toBe(db.payments.size());
  });

  it('answers a patient’s balance in dollars, across currencies', async () => {
    const { patient } = await billedPatient([100]);
    await callJson('/api/payment/transactions/start', {
      method: 'POST',
      body: {
        customerId: patient,
        amount: 92,
        paidAmount: 46,
        currency: 'EUR',
        method: 'card',
        status: 'partial',
      },
    });
    const balance = await paymentApi.balance(patient);
    expect(balance).toEqual({
      customerId: patient,
      currency: 'USD',
      totalDue: 200,
      totalPaid: 50,
      balance: 150,
    });
    expect((await callJson('/api/payment/transactions/balance?customerId=nobody')).status).toBe(
      404,
    );
  });

  it('refuses to start a transaction paid beyond what it bills, saying which field', async () => {
    const patient = db.customers.all()[7]!._id;
    const before = db.payments.size();
    const { status, body } = await callJson('/api/payment/transactions/start', {
      method: 'POST',
      body: {
        customerId: patient,
        amount: 50,
        paidAmount: 80,
        currency: 'USD',
        method: 'cash',
        status: 'paid',
      },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      msg: expect.any(String),
      errors: { paidAmount: expect.any(String) },
    });
    expect(db.payments.size()).toBe(before);
  });

  it('moves a patient’s balance as transactions start and partial payments settle them', async () => {
    const { patient, bills } = await billedPatient([100]);
    expect((await paymentApi.balance(patient)).balance).toBe(100);
    await payments.api.create({
      customerId: patient,
      amount: 40,
      paidAmount: 10,
      currency: 'USD',
      method: 'cash',
      status: 'partial',
    });
    expect((await paymentApi.balance(patient)).balance).toBe(130);
    await paymentApi.partial(bills[0]!, { amount: 30, currency: 'USD', method: 'cash' });
    expect(await paymentApi.balance(patient)).toMatchObject({ balance: 100, totalPaid: 40 });
    const { body } = await callJson<{ list: { amount: number }[] }>(
      `/api/payment/transactions?referenceTransactionId=${bills[0]}`,
    );
    expect(body.list.map((p) => p.amount)).toEqual([30]);
  });

  it('lists the payment methods, paged with limit and skip', async () => {
    const methods = await paymentApi.methods();
    expect(methods.map((m) => m.code)).toEqual([
      'cash',
      'card',
      'bank-transfer',
      'cheque',
      'insurance',
      'mobile-wallet',
    ]);
    const { body } = await callJson<unknown[]>('/api/payment/payment-method?limit=2&skip=4');
    expect(body).toHaveLength(2);
  });

  it('records a partial payment against a bill, converting its currency', async () => {
    const { bills } = await billedPatient([100]);
    const answer = (await paymentApi.partial(bills[0]!, {
      amount: 46,
      currency: 'EUR',
      method: 'card',
    })) as {
      transaction: Record<string, unknown>;
      reference: Record<string, unknown>;
    };
    expect(answer.transaction).toMatchObject({
      referenceTransactionId: bills[0],
      amount: 46,
      currency: 'EUR',
      status: 'paid',
    });
    expect(answer.reference).toMatchObject({ _id: bills[0], paidAmount: 50, status: 'partial' });

    await paymentApi.partial(bills[0]!, { amount: 50, currency: 'USD', method: 'cash' });
    expect(db.payments.get(bills[0]!)).toMatchObject({ paidAmount: 100, status: 'paid' });
  });

  it('refuses a partial payment above what is owed, on a settled bill, or in an unknown currency', async () => {
    const { bills } = await billedPatient([100]);
    const path = `/api/payment/transactions/${bills[0]}/partial-payment`;
    const over = await callJson(path, {
      method: 'POST',
      body: { amount: 150, currency: 'USD', method: 'cash' },
    });
    expect(over).toMatchObject({ status: 400, body: { errors: { amount: expect.any(String) } } });
    const unknown = await callJson(path, {
      method: 'POST',
      body: { amount: 10, currency: 'XYZ', method: 'cash' },
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { errors: { currency: expect.any(String) } },
    });
    const bad = await callJson(path, { method: 'POST', body: { amount: -1, currency: 'USD' } });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { amount: expect.any(String), method: expect.any(String) } },
    });
    await callJson(path, {
      method: 'POST',
      body: { amount: 100, currency: 'USD', method: 'cash' },
    });
    expect(
      (
        await callJson(path, {
          method: 'POST',
          body: { amount: 1, currency: 'USD', method: 'cash' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await callJson('/api/payment/transactions/nope/partial-payment', {
          method: 'POST',
          body: {},
        })
      ).status,
    ).toBe(404);
  });

  it('cascades a patient’s payment over the oldest unpaid bills first', async () => {
    const { patient, bills } = await billedPatient([30, 50, 40]);
    const summary = (await paymentApi.cascade(
      { customerId: patient },
      { amount: 60, currency: 'USD', method: 'cash' },
    )) as {
      applied: Applied[];
      remaining: number;
    };
    expect(
      summary.applied.map(({ transactionId, amount, status }) => ({
        transactionId,
        amount,
        status,
      })),
    ).toEqual([
      { transactionId: bills[0], amount: 30, status: 'paid' },
      { transactionId: bills[1], amount: 30, status: 'partial' },
    ]);
    expect(summary.remaining).toBe(0);
    expect(db.payments.get(bills[1]!)).toMatchObject({ paidAmount: 30, status: 'partial' });
    expect(db.payments.get(bills[2]!)).toMatchObject({ status: 'pending' });
    expect(db.payments.get(bills[2]!)?.paidAmount ?? 0).toBe(0);
    expect(db.payments.get(summary.applied[0]!.paymentId)?.referenceTransactionId).toBe(bills[0]);

    const rest = (await paymentApi.cascade(
      { customerId: patient },
      { amount: 100, currency: 'USD', method: 'cash' },
    )) as {
      remaining: number;
    };
    expect(rest.remaining).toBe(40);
    expect((await paymentApi.balance(patient)).balance).toBe(0);
  });

  it('cascades an insurer’s payment over its bills, in another currency', async () => {
    const insurer = db.insurance.all()[0]!._id;
    for (const p of db.payments.all().filter((p) => p.insuranceCompanyId === insurer))
      db.payments.remove(p._id);
    const { bills } = await billedPatient([100, 100], { insuranceCompanyId: insurer });
    const aed = Math.round(convert(150, 'USD', 'AED') * 100) / 100;
    const { status, body } = await callJson<{ applied: Applied[]; remaining: number }>(
      `/api/payment/transactions/cascade-payment/insurance/${insurer}`,
      { method: 'POST', body: { amount: aed, currency: 'AED', method: 'bank-transfer' } },
    );
    expect(status).toBe(200);
    expect(body.applied.map((a) => [a.transactionId, a.currency, a.status])).toEqual([
      [bills[0], 'AED', 'paid'],
      [bills[1], 'AED', 'partial'],
    ]);
    expect(db.payments.get(bills[1]!)?.paidAmount).toBeCloseTo(50, 1);
    expect(
      (
        await callJson(`/api/payment/transactions/cascade-payment/insurance/nope`, {
          method: 'POST',
          body: {},
        })
      ).status,
    ).toBe(404);
  });

  it('updates and deletes a transaction by id, behind the fixed paths', async () => {
    const { bills } = await billedPatient([10]);
    expect(await payments.api.update(bills[0]!, { description: 'Corrected' })).toMatchObject({
      description: 'Corrected',
    });
    expect(await payments.api.one(bills[0]!)).toMatchObject({ description: 'Corrected' });
    await payments.api.remove(bills[0]!);
    expect(db.payments.get(bills[0]!)).toBeUndefined();
  });
});
