import { patientName } from '../db/lookup';
import { tableOf } from '../db/tables';
import type { Row } from '../db/table';
import { RESOURCES, type AnyResource } from '../resources';
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
 * The demo calls of each of `resources` answered as its declaration says, with no call of its
 * own, in its table (tables.ts: an empty one for an area with no seed).
 */
export const areaHandlers = (resources: Readonly<Record<string, AnyResource>>) =>
  Object.values(resources)
    .filter(({ declaration: { name } }) => !OWN_HANDLERS.has(name))
    .flatMap((resource) => {
      const { name, idField } = resource.declaration;
      return resourceHandlers(resource, tableOf(name, idField), OPTIONS[name]);
    });

/** Every other declared area: one added to src/api/resources is served the day it is declared. */
export const regularHandlers = areaHandlers(RESOURCES);
