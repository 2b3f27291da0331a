import { patientName } from '../db/lookup';
import { tables } from '../db/tables';
import type { Row } from '../db/table';
import { RESOURCES } from '../resources';
import { envelopes, resourceHandlers, type HandlerOptions } from './resource';

/** Areas answered by a module of their own beside this one (customers.ts, results.ts, …). */
const OWN_HANDLERS = new Set([
  'customers',
  'results',
  'payments',
  'users',
  'drawers',
  'tickets',
  'printers',
]);

/** What a regular area's demo does beyond its declaration: its search, its envelope. */
const OPTIONS: Readonly<Record<string, HandlerOptions<Row>>> = {
  appointments: { search: ['reason', patientName] },
  exchangeRates: { search: ['baseCurrency', 'targetCurrency'] },
  clinicAppointments: { envelope: envelopes.dataTotal, search: ['clinic', patientName] },
  // SPEC §3: a currency's rate is not taken on creation, even if one is sent.
  currencies: { create: ({ rate: _rate, ...values }) => values },
};

/**
 * Every other declared area, answered as its declaration says with no call of its own: an area
 * added to src/api/resources is served here the day it is declared.
 */
export const regularHandlers = Object.values(RESOURCES)
  .filter(({ declaration: { name } }) => !OWN_HANDLERS.has(name))
  .flatMap((resource) => {
    const { name } = resource.declaration;
    return resourceHandlers(resource, tables[name]!, OPTIONS[name]);
  });
