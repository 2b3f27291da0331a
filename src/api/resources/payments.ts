import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { defineResource, useOptimisticMutation } from '../define-resource';
import { http, parseJson } from '../http';
import { idPath, withCatalogue } from '../resource/api';
import { fetchAll } from '../resource/fetch-all';
import { toListPage, type ListParams } from '../resource/paging';
import { bareOrWrapped, identifier, rules } from '../resource/schemas';

export const PAYMENT_STATUSES = ['pending', 'partial', 'paid', 'refunded', 'cancelled'] as const;

/** A payment transaction: an amount in a currency, owed by a patient and/or an insurer. */
export const paymentFields = {
  customerId: rules.text(64),
  insuranceCompanyId: z.optional(z.string()),
  referenceTransactionId: z.optional(z.string()),
  amount: rules.amount(),
  paidAmount: z.optional(rules.amount()),
  currency: rules.currencyCode(),
  method: rules.text(40),
  status: rules.choice(PAYMENT_STATUSES),
  description: rules.optionalText(500),
};

const BASE = 'api/payment/transactions';

/** Listed as `{ list, totalCount }`; created through `/start`. */
export const payments = defineResource({
  name: 'payments',
  idField: '_id',
  fields: paymentFields,
  path: BASE,
  paths: { create: `${BASE}/start` },
  operations: ['one', 'create', 'update', 'remove'],
  upload: { path: `${BASE}/upload`, field: 'paymentId' },
});
export type Payment = z.output<typeof payments.schema>;
const keys = payments.keys;

/** What a payment against an existing transaction, a patient or an insurer carries. */
export const settlementSchema = z.object({
  amount: rules.positiveNumber(),
  currency: rules.currencyCode(),
  method: rules.text(40),
  description: rules.optionalText(500),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** Shapes the spec does not show are read tolerantly and kept whole. */
const amount = z.optional(z.pipe(z.union([z.number(), z.string()]), z.transform(Number)));
export const balanceSchema = z.looseObject({
  customerId: z.optional(identifier()),
  balance: amount,
  totalDue: amount,
  totalPaid: amount,
  currency: z.optional(z.string()),
});
export type Balance = z.output<typeof balanceSchema>;

export const paymentMethodSchema = z.looseObject({
  _id: z.optional(identifier()),
  code: z.optional(z.string()),
  name: z.string(),
});
export type PaymentMethod = z.output<typeof paymentMethodSchema>;
const methodsAnswer = bareOrWrapped(z.array(paymentMethodSchema), ['data', 'list']);
const settlementAnswer = z.unknown();

/** The bills a cascade says it paid, each in the app's words (config.json's `values`). */
function withAppWords(answer: unknown): unknown {
  if (!answer || typeof answer !== 'object' || !('applied' in answer)) return answer;
  const { applied } = answer as { applied: unknown };
  return Array.isArray(applied)
    ? { ...answer, applied: applied.map((line) => payments.fromBackend(line)) }
    : answer;
}

export const paymentApi = {
  /** GET …/balance?customerId= */
  balance: (customerId: string, signal?: AbortSignal) =>
    withCatalogue('payments', 'balance', () =>
      parseJson(
        http.get(`${BASE}/balance`, { searchParams: { customerId }, signal }),
        balanceSchema,
        `GET /${BASE}/balance`,
      ),
    ),
  /** GET /api/payment/payment-method, page after page while exactly 50 come back (SPEC §9). */
  methods: (signal?: AbortSignal) =>
    withCatalogue('payments', 'methods', () =>
      fetchAll(async (params: ListParams) => {
        const searchParams = {
          limit: String(params.pageSize),
          skip: String((params.page - 1) * params.pageSize),
        };
        const items = await parseJson(
          http.get('api/payment/payment-method', { searchParams, signal }),
          methodsAnswer,
          'GET /api/payment/payment-method',
        );
        return toListPage(items, undefined, params);
      }),
    ),
  /** POST …/{referenceTransactionId}/partial-payment */
  partial: (referenceTransactionId: string, body: Settlement) =>
    withCatalogue('payments', 'partial', () =>
      parseJson(
        http.post(`${idPath(BASE, referenceTransactionId)}/partial-payment`, { json: body }),
        settlementAnswer,
        `POST /${BASE}/{referenceTransactionId}/partial-payment`,
      ),
    ),
  /** POST …/cascade-payment/customer/{customerId} or …/insurance/{insuranceCompanyId} */
  cascade: (target: { customerId: string } | { insuranceCompanyId: string }, body: Settlement) =>
    withCatalogue('payments', 'cascade', async () => {
      const path =
        'customerId' in target
          ? idPath(`${BASE}/cascade-payment/customer`, target.customerId)
          : idPath(`${BASE}/cascade-payment/insurance`, target.insuranceCompanyId);
      const answer = await parseJson(
        http.post(path, { json: body }),
        settlementAnswer,
        `POST /${path}`,
      );
      return withAppWords(answer);
    }),
};

export const paymentQueries = {
  balance: (customerId: string) => ({
    queryKey: keys.call('balance', customerId),
    queryFn: ({ signal }: { signal: AbortSignal }) => paymentApi.balance(customerId, signal),
  }),
  methods: () => ({
    queryKey: keys.call('methods'),
    queryFn: ({ signal }: { signal: AbortSignal }) => paymentApi.methods(signal),
    staleTime: 10 * 60_000,
  }),
};

export const usePatientBalance = (customerId: string | undefined) =>
  useQuery({ ...paymentQueries.balance(customerId ?? ''), enabled: !!customerId });
export const usePaymentMethods = () => useQuery(paymentQueries.methods());

/** Payments change transactions and balances the app cannot compute: everything refetches. */
export const usePartialPayment = () =>
  useOptimisticMutation({
    name: payments.name,
    cache: payments.cache,
    mutationFn: ({
      referenceTransactionId,
      ...body
    }: Settlement & { referenceTransactionId: string }) =>
      paymentApi.partial(referenceTransactionId, body),
  });
export const useCascadePayment = () =>
  useOptimisticMutation({
    name: payments.name,
    cache: payments.cache,
    mutationFn: ({
      target,
      ...body
    }: Settlement & { target: { customerId: string } | { insuranceCompanyId: string } }) =>
      paymentApi.cascade(target, body),
  });

export const {
  useList: usePaymentList,
  useOne: usePayment,
  useAll: useAllPayments,
  useCreate: useStartPayment,
  useUpdate: useUpdatePayment,
  useRemove: useRemovePayment,
  useUpload: useUploadPaymentDocument,
} = payments.hooks;
