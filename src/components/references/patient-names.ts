import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { embeddedName } from '@/api/names/embedded';
import { nameReader } from '@/api/names/name-reader';
import { getName, putNames, subscribeName, type Name } from '@/api/names/name-store';
import { useName } from '@/api/names/use-name';
import { customers, type Customer } from '@/api/resources/customers';
import { backend } from '@/api/backend';
import type { FieldOption } from '../resource-form/types';
import { rememberPatientFacts } from './patient-facts';
import { personName } from './person-name';

const AREA = 'customers';

/**
 * Patients' names by id for every record that names a patient (results, payments, tickets,
 * visits): read once per tab session, a page's names in one group (`api/names`), through the
 * deployment's batch lookup where config.json declares one.
 */
export const patientNames = nameReader<Customer>({
  area: AREA,
  one: (id) => customers.api.one(id),
  list: (path) => customers.api.listAt(path),
  lookupPath: () => backend().lookups[AREA],
  idOf: customers.idOf,
  // The record read to name a patient also tells the ranges their sex and birth date.
  nameOf: (patient) => {
    rememberPatientFacts(patient);
    return personName(patient);
  },
});

/** The patient's name a record carries itself (`customerName`, a populated `customer`), if any. */
export const embeddedPatientName = (row: object) =>
  embeddedName(row, 'customerId', (patient) => personName(patient as Customer));

/**
 * A page's patients, named at once: those the rows carry are kept (no read), the others are asked
 * for together, the first `onScreen` rows' first. Called with each page shown, and with the next
 * page once it is prefetched.
 */
export function preparePatientNames(
  rows: readonly { customerId?: string }[],
  onScreen = rows.length,
) {
  const carried: [string, string][] = [];
  const ids: string[] = [];
  const first: string[] = [];
  rows.forEach((row, index) => {
    if (!row.customerId) return;
    const name = embeddedPatientName(row);
    if (name) carried.push([row.customerId, name]);
    else (index < onScreen ? first : ids).push(row.customerId);
  });
  if (carried.length) putNames(AREA, carried);
  patientNames.request(first, { first: true });
  patientNames.request(ids);
}

/** The records a patients' query holds: a page's items, all of them, or one. */
function recordsOf(data: unknown): Customer[] {
  if (Array.isArray(data)) return data as Customer[];
  if (data && typeof data === 'object') {
    const items = (data as { items?: unknown }).items;
    if (Array.isArray(items)) return items as Customer[];
    if ('_id' in data) return [data as Customer];
  }
  return [];
}

const watched = new WeakSet<QueryClient>();

/**
 * Patients the app reads anyway (the patients' list, the quick search, a patient's page, an
 * edit) name them too, and a rename shows in every cell at once.
 */
function watchPatientRecords(client: QueryClient) {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [area, kind] = event.query.queryKey;
    if (area !== AREA || !['list', 'detail', 'all'].includes(String(kind))) return;
    const records = recordsOf(event.query.state.data);
    records.forEach(rememberPatientFacts);
    const named = records.map((p) => [customers.idOf(p), personName(p) || null] as const);
    if (named.length) putNames(AREA, named);
  });
}

/** A patient's name by id: undefined while on its way, null when there is none (show the id). */
export function usePatientName(id: string | undefined): Name | undefined {
  watchPatientRecords(useQueryClient());
  return useName(patientNames, id);
}

/**
 * Names of chosen patients (a filter's or a form's patient), which the search lists only once
 * typed for: a reference field's `useLabels`. Read as the table's names are, once per session.
 */
export function usePatientLabels(values: readonly string[]): FieldOption[] {
  const key = values.join('\n');
  const subscribe = useCallback(
    (listener: () => void) => {
      const off = key.split('\n').map((id) => subscribeName(AREA, id, listener));
      return () => off.forEach((stop) => stop());
    },
    [key],
  );
  const names = useSyncExternalStore(subscribe, () =>
    values.map((id) => getName(AREA, id) ?? '').join('\n'),
  );
  useEffect(() => patientNames.request(key.split('\n')), [key]);
  const shown = names.split('\n');
  return values.flatMap((value, i) => (shown[i] ? [{ value, label: shown[i] }] : []));
}
