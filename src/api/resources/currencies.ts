import * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'currencies',
  api: 'api/currency',
  list: {
    route: '/currencies',
    id: 'currencies',
    nav: { group: 'billing', order: 30, icon: 'coins', label: 'nav.currencies' },
  },
} as const satisfies AreaFacts;

export const currencyFields = {
  code: rules.currencyCode(),
  name: rules.text(60),
  symbol: rules.optionalText(8),
  decimals: z.optional(
    z
      .int({ error: 'validation.number' })
      .check(z.gte(0, 'validation.notNegative'), z.lte(4, 'validation.tooLarge')),
  ),
  /** Against the base currency; SPEC §3: not sent on create. */
  rate: z.optional(rules.positiveNumber()),
};

export const currencies = defineResource({
  name: 'currencies',
  idField: '_id',
  fields: currencyFields,
  path: 'api/currency',
  operations: ['create', 'update', 'remove'],
  payload: { dropOnCreate: ['rate'] },
});
export type Currency = z.output<typeof currencies.schema>;

export const {
  useList: useCurrencyList,
  useAll: useAllCurrencies,
  useCreate: useCreateCurrency,
  useUpdate: useUpdateCurrency,
  useRemove: useRemoveCurrency,
} = currencies.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default currencies;
