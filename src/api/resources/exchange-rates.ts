import type * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'exchangeRates',
  api: 'api/exchange-rate',
  list: {
    route: '/exchange-rates',
    id: 'exchangeRates',
    nav: { group: 'billing', order: 40, icon: 'exchange', label: 'nav.exchangeRates' },
  },
} as const satisfies AreaFacts;

/** 1 `baseCurrency` = `rate` `targetCurrency`, from `effectiveDate`. */
export const exchangeRateFields = {
  baseCurrency: rules.currencyCode(),
  targetCurrency: rules.currencyCode(),
  rate: rules.positiveNumber(),
  effectiveDate: rules.date(),
};

/** SPEC §7 defines an upload for exchange rates that nothing uses; the app leaves it out. */
export const exchangeRates = defineResource({
  name: 'exchangeRates',
  idField: '_id',
  fields: exchangeRateFields,
  path: 'api/exchange-rate',
  operations: ['one', 'create', 'update', 'remove'],
});
export type ExchangeRate = z.output<typeof exchangeRates.schema>;

export const {
  useList: useExchangeRateList,
  useOne: useExchangeRate,
  useAll: useAllExchangeRates,
  useCreate: useCreateExchangeRate,
  useUpdate: useUpdateExchangeRate,
  useRemove: useRemoveExchangeRate,
} = exchangeRates.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default exchangeRates;
