import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { defineResource, useOptimisticMutation } from '../define-resource';
import { http, parseJson } from '../http';
import { idPath, withCatalogue } from '../resource/api';
import { fetchAll } from '../resource/fetch-all';
import { toListPage, type ListParams } from '../resource/paging';
import { bareOrWrapped, identifier, rules } from '../resource/schemas';
import type { Settlement } from '../payment-forms';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'payments',
  api: 'api/payment/transactions',
  paths: { create: 'api/payment/transactions/start' },
  list: {
    route: '/payments',
    id: 'payments',
    references: ['insurers'],
    nav: { group: 'billing', order: 50, icon: 'receipt', label: 'nav.payments' },
  },
} as const satisfies AreaFacts;

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
  // Beyond SPEC §7, of our design (docs/billing.md "Cash sessions"): the drawer the money went
  // into and who took it; what kind of record it is when not a bill or a payment on one
  // ('refund', 'cancellation'); the cash handed over at the desk.
  drawerId: z.optional(z.string()),
  takenBy: z.optional(z.string()),
  kind: z.optional(z.string()),
  tendered: z.optional(rules.amount()),
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
export type PaymentBody = z.input<typeof payments.body>;

const keys = payments.keys;

/** Shapes the spec does not show are read tolerantly and kept whole. */
const amount = z.optional(z.pipe(z.union([z.number(), z.string()]), z.transform(Number)));
const balanceObject = z.looseObject({
  customerId: z.optional(identifier()),
  balance: amount,
  totalDue: amount,
  totalPaid: amount,
  currency: z.optional(z.string()),
});
export type Balance = z.output<typeof balanceObject>;
/**
 * `GET …/balance?customerId=` (docs/contract.md, "balance"): an object with the balance and its
 * parts, the same inside `{ data }`, or the bare balance (a number, or a number in a string).
 */
export const balanceSchema = z.union([
  // Wrapped first: every field of the bare object is optional, so it would take the wrapper.
  z.pipe(
    z.looseObject({ data: balanceObject }),
    z.transform((wrapped) => wrapped.data),
  ),
  balanceObject,
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
    z.transform((balance): Balance => ({ balance: Number(balance) })),
  ),
]);
export const paymentMethodSchema = z.looseObject({
  _id: z.optional(identifier()),
  code: z.optional(z.string()),
  name: z.string(),
});
export type PaymentMethod = z.output<typeof paymentMethodSchema>;
const methodsAnswer = bareOrWrapped(z.array(paymentMethodSchema), ['data', 'list']);
/** What the settlements answer is read by `readPartialAnswer` and `readCascadeAnswer`. */
const settlementAnswer = z.unknown();

const record = (value: unknown): Payment | undefined => {
  const parsed = payments.wire.safeParse(value);
  return parsed.success ? (parsed.data as Payment) : undefined;
};
const plain = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * What a partial payment's answer says (docs/contract.md, "partial payment"): the bill as it is
 * now (`reference`, or a record with the bill's id) and the payment made (`transaction`, or a
 * record referring to the bill), where it says them. `{ ok: true }`, an empty body or a shape of
 * its own says neither: the screen then reads the bill again.
 */
export function readPartialAnswer(answer: unknown, billId: string) {
  const body = plain(plain(answer)?.data) ?? plain(answer);
  const out: { reference?: Payment; transaction?: Payment } = {};
  if (!body) return out;
  const reference = record(body.reference);
  const transaction = record(body.transaction ?? body.payment);
  if (reference && payments.idOf(reference) === billId) out.reference = reference;
  if (transaction) out.transaction = transaction;
  const itself = record(body);
  if (itself && payments.idOf(itself) === billId) out.reference ??= itself;
  else if (itself?.referenceTransactionId === billId) out.transaction ??= itself;
  return out;
}

/** One bill a cascade settled: by how much (in `currency`), and its status after, if known. */
export interface CascadeLine {
  transactionId: string;
  amount: number;
  currency: string;
  status?: string;
}

const appliedLine = z.looseObject({
  transactionId: identifier(),
  amount: z.pipe(z.union([z.number(), z.string()]), z.transform(Number)),
  currency: z.string(),
  status: z.optional(z.string()),
});

/**
 * What a cascade's answer says it settled (docs/contract.md, "cascade payment"): its `applied`
 * lines (the demo's shape), or the payments it made, each referring to the bill it paid. The
 * statuses are put in the app's words (config.json `values`). Undefined when the answer says
 * neither (`{ ok: true }`, an empty body): the screen then compares the bills before and after.
 */
export function readCascadeAnswer(
  answer: unknown,
): { lines: CascadeLine[]; remaining?: number; currency?: string } | undefined {
  const body = plain(answer);
  const wrapped =
    body && !Array.isArray(body.applied) && body.data !== undefined ? body.data : answer;
  const outer = plain(wrapped);
  if (outer && Array.isArray(outer.applied)) {
    const lines = outer.applied.flatMap((line) => {
      const parsed = appliedLine.safeParse(line);
      if (!parsed.success) return [];
      const { status } = payments.fromBackend({ status: parsed.data.status }) as {
        status?: string;
      };
      return [{ ...parsed.data, status }];
    });
    const remaining = Number(outer.remaining);
    return {
      lines,
      ...(Number.isFinite(remaining) && { remaining }),
      ...(typeof outer.currency === 'string' && { currency: outer.currency }),
    };
  }
  const made = (Array.isArray(wrapped) ? wrapped : [])
    .map(record)
    .filter((p): p is Payment => !!p?.referenceTransactionId);
  if (made.length === 0) return undefined;
  return {
    lines: made.map((p) => ({
      transactionId: p.referenceTransactionId!,
      amount: p.amount ?? 0,
      currency: p.currency ?? '',
    })),
  };
}

export const paymentApi = {
  /** GET …/balance?customerId= (its shapes: `balanceSchema`) */
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
      return parseJson(http.post(path, { json: body }), settlementAnswer, `POST /${path}`);
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

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default payments;
