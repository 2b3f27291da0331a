import type * as z from 'zod/mini';
import { defineResource } from '../define-resource';
import { rules } from '../resource/schemas';
import { LIST_PATHS } from './paths';

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
  path: LIST_PATHS.exchangeRates,
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
