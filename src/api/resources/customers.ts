import i18n from 'i18next';
import * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { ApiError } from '../errors';
import { http, send } from '../http';
import { idPath, withCatalogue } from '../resource/api';
import { fieldCheck } from '../resource/filter-checks';
import { rules } from '../resource/schemas';
import { phone } from '../validation';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'customers',
  api: 'api/customer',
  paths: { one: 'api/customers' },
  readNames: ['name'],
  list: {
    route: '/patients',
    id: 'patients',
    references: ['insurers'],
    nav: { group: 'patients-visits', order: 10, icon: 'users', label: 'nav.patients' },
  },
} as const satisfies AreaFacts;

export const SEXES = ['female', 'male'] as const;

/** A patient. SPEC §3 shows only `documents`; these are the fields a clinic registers. */
export const customerFields = {
  firstName: rules.text(80),
  lastName: rules.text(80),
  dateOfBirth: rules.date(),
  sex: rules.choice(SEXES),
  phone: phone(),
  email: rules.email(),
  nationalId: rules.optionalText(40),
  address: rules.optionalText(300),
  insuranceId: z.optional(z.string()),
  notes: rules.optionalText(),
};

/**
 * SPEC §8: a failed customer creation shows the server's `msg`, else its per-field errors joined
 * with a comma, else "Unknown error".
 */
function createErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.serverMessage)
    return undefined;
  return Object.values(error.errors).join(', ') || i18n.t('errors:catalogue.unknown');
}

/** A patient's name, whole or in parts, holds every word of a `name` search. */
function nameCheck(row: Record<string, unknown>, wanted: string): boolean | undefined {
  const parts = ['name', 'fullName', 'firstName', 'lastName']
    .map((key) => row[key])
    .filter((v): v is string => typeof v === 'string');
  if (parts.length === 0) return undefined;
  const words = wanted.split(/\s+/).filter(Boolean);
  return words.every((word) => parts.some((part) => fieldCheck('v')({ v: part }, word)));
}

export const customers = defineResource({
  name: 'customers',
  idField: '_id',
  fields: customerFields,
  path: 'api/customer',
  paths: { one: 'api/customers' },
  operations: ['one', 'create', 'update', 'remove'],
  upload: { field: 'customerId' },
  errorText: { create: createErrorText },
  // A `name` search parameter a deployment declares (config.json `search`) is checked
  // against the name as shown.
  list: { filters: { checks: { name: nameCheck } } },
});
export type Customer = z.output<typeof customers.schema>;
export type CustomerBody = z.input<typeof customers.body>;

/** GET /api/customer/file/{name}: an uploaded document's content. */
export const customerFile = (name: string, signal?: AbortSignal) =>
  withCatalogue('customers', 'file', async () => {
    return (await send(http.get(idPath('api/customer/file', name), { signal }))).blob();
  });

export const {
  useList: useCustomerList,
  useOne: useCustomer,
  useAll: useAllCustomers,
  useCreate: useCreateCustomer,
  useUpdate: useUpdateCustomer,
  useRemove: useRemoveCustomer,
  useUpload: useUploadCustomerDocument,
} = customers.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default customers;
