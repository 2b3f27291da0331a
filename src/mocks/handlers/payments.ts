import { http, HttpResponse } from 'msw';
import { payments } from '@/api/resources/payments';
import { settlementSchema, type Settlement } from '@/api/payment-forms';
import { patientName } from '../db/lookup';
import { settle, balanceOf, unpaidOf } from '../db/ledger';
import type { PaymentRecord } from '../db/records';
import { seedPaymentMethods } from '../db/seed/reference';
import { db } from '../db/tables';
import { serverText } from '../messages';
import { fail, readBody } from '../respond';
import { envelopes, guarded, resourceHandlers } from './resource';

const BASE = '*/api/payment/transactions';

/** A settlement in a currency the clinic does not use cannot be converted: refused. */
const knownCurrency = (request: Request, body: Settlement) =>
  db.currencies.all().some((c) => c.code === body.currency)
    ? undefined
    : fail(request, 400, 'unknownCurrency', { currency: serverText(request, 'unknownCurrency') });

/**
 * Payment transactions. The calls with a fixed path (balance, start, upload, cascade) are
 * registered before the `:id` routes, which would otherwise take "balance" for an id.
 */
export const paymentHandlers = [
  http.get(
    `${BASE}/balance`,
    guarded(({ request }) => {
      const customerId = new URL(request.url).searchParams.get('customerId') ?? '';
      if (!db.customers.get(customerId)) return fail(request, 404, 'notFound');
      return HttpResponse.json(balanceOf(customerId));
    }),
  ),
  // A short, fixed list, paged as SPEC §9 reads it (the app loops while exactly 50 come back).
  http.get(
    '*/api/payment/payment-method',
    guarded(({ request }) => {
      const params = new URL(request.url).searchParams;
      const skip = Math.max(0, Number(params.get('skip')) || 0);
      const limit = Math.max(0, Number(params.get('limit')) || 0);
      const methods = seedPaymentMethods();
      return HttpResponse.json(limit ? methods.slice(skip, skip + limit) : methods.slice(skip));
    }),
  ),
  http.post<{ customerId: string }>(
    `${BASE}/cascade-payment/customer/:customerId`,
    guarded(async ({ request, params }) => {
      if (!db.customers.get(params.customerId)) return fail(request, 404, 'notFound');
      const body = await readBody(request, settlementSchema);
      if (!body.ok) return body.response;
      return (
        knownCurrency(request, body.data) ??
        HttpResponse.json(cascade(unpaidOf({ customerId: params.customerId }), body.data))
      );
    }),
  ),
  http.post<{ insuranceCompanyId: string }>(
    `${BASE}/cascade-payment/insurance/:insuranceCompanyId`,
    guarded(async ({ request, params }) => {
      if (!db.insurance.get(params.insuranceCompanyId)) return fail(request, 404, 'notFound');
      const body = await readBody(request, settlementSchema);
      if (!body.ok) return body.response;
      return (
        knownCurrency(request, body.data) ??
        HttpResponse.json(
          cascade(unpaidOf({ insuranceCompanyId: params.insuranceCompanyId }), body.data),
        )
      );
    }),
  ),
  // Starting a transaction paid beyond what it bills is refused; anything else goes on to the
  // resource's own create handler below.
  http.post(`${BASE}/start`, async (info) => {
    const sent: unknown = await info.request
      .clone()
      .json()
      .catch(() => undefined);
    const { amount, paidAmount } = (sent ?? {}) as { amount?: unknown; paidAmount?: unknown };
    if (typeof amount !== 'number' || typeof paidAmount !== 'number' || paidAmount <= amount)
      return undefined;
    return guarded(({ request }) =>
      fail(request, 400, 'paidOverBilled', { paidAmount: serverText(request, 'paidOverBilled') }),
    )(info);
  }),
  http.post<{ id: string }>(
    `${BASE}/:id/partial-payment`,
    guarded(async ({ request, params }) => {
      const reference = db.payments.get(params.id);
      if (!reference) return fail(request, 404, 'notFound');
      const body = await readBody(request, settlementSchema);
      if (!body.ok) return body.response;
      const refused = knownCurrency(request, body.data);
      if (refused) return refused;
      if (reference.status !== 'pending' && reference.status !== 'partial')
        return fail(request, 409, 'alreadySettled');
      const outcome = settle(reference, body.data, { exact: true });
      if (!outcome)
        return fail(request, 400, 'exceedsDue', { amount: serverText(request, 'exceedsDue') });
      return HttpResponse.json(
        { transaction: outcome.transaction, reference: outcome.reference },
        { status: 201 },
      );
    }),
  ),
  ...resourceHandlers(payments, db.payments, {
    envelope: envelopes.listTotal,
    search: ['description', 'method', patientName],
  }),
];

/** Spreads a payment over the oldest unpaid transactions first, as far as it goes. */
function cascade(unpaid: readonly PaymentRecord[], body: Settlement) {
  let remaining = body.amount;
  const applied = [];
  for (const transaction of unpaid) {
    if (remaining <= 0) break;
    const outcome = settle(transaction, { ...body, amount: remaining }, { exact: false });
    if (!outcome) continue;
    remaining = outcome.remaining;
    applied.push({
      transactionId: transaction._id,
      paymentId: outcome.transaction._id,
      amount: outcome.transaction.amount,
      currency: outcome.transaction.currency,
      status: outcome.reference.status,
    });
  }
  return { applied, remaining, currency: body.currency };
}
