import { useQuery, useQueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { customers, type Customer } from '@/api/resources/customers';
import type { Currency } from '@/api/resources/currencies';
import type { Doctor } from '@/api/resources/doctors';
import type { ExaminationGroup } from '@/api/resources/examination-groups';
import type { Insurance } from '@/api/resources/insurance';
import type { MedicalExamination } from '@/api/resources/medical-examinations';
import { examinationStatuses, type ExaminationStatus } from '@/api/resources/examination-statuses';
import type { FieldOption } from '../resource-form/types';
import { patientSearchQuery } from '@/api/search';
import { personName } from './person-name';

/** Small reference lists (doctors, tests, statuses, insurers, groups, currencies) are kept. */
const REFERENCE_STALE = 5 * 60_000;

export { personName, personSortName } from './person-name';
export { usePatientLabels, usePatientName } from './patient-names';

/** The currency new prices and rates start in (the API names no base currency; the demo's: USD). */
export const DEFAULT_CURRENCY = 'USD';

/** What the lists need of an area's resource: its fetch-all. */
interface Whole {
  queries: { all(): { queryFn?: unknown } };
}

/**
 * Each small reference area: its resource's name (its cache keys) and the resource, loaded when
 * its list is first read (a screen that names no doctor loads no doctors' code), how one record
 * is named and, where records are referred to by something else than their id, by what
 * (currencies: their code). Statuses come at once: the results' first page waits for them.
 */
const lists = {
  doctors: {
    name: 'doctors',
    load: async (): Promise<Whole> => (await import('@/api/resources/doctors')).doctors,
    label: (d: Doctor) => `${personName(d)} · ${d.specialty ?? ''}`,
  },
  examinations: {
    name: 'medicalExaminations',
    load: async (): Promise<Whole> =>
      (await import('@/api/resources/medical-examinations')).medicalExaminations,
    label: (e: { code?: string; name?: string }) => [e.code, e.name].filter(Boolean).join(' · '),
  },
  statuses: {
    name: 'examinationStatuses',
    load: async (): Promise<Whole> => examinationStatuses,
    label: (s: { name?: string }) => s.name ?? '',
  },
  insurers: {
    name: 'insurance',
    load: async (): Promise<Whole> => (await import('@/api/resources/insurance')).insurance,
    label: (i: { name?: string }) => i.name ?? '',
  },
  groups: {
    name: 'examinationGroups',
    load: async (): Promise<Whole> =>
      (await import('@/api/resources/examination-groups')).examinationGroups,
    label: (g: { name?: string }) => g.name ?? '',
  },
  currencies: {
    name: 'currencies',
    load: async (): Promise<Whole> => (await import('@/api/resources/currencies')).currencies,
    label: (c: { code?: string; name?: string }) => [c.code, c.name].filter(Boolean).join(' · '),
    key: (c: { code?: string }) => c.code,
  },
} as const;
export type ReferenceList = keyof typeof lists;

/** The records of each list, as its fetch-all reads them (types only: no code comes with them). */
interface ListRecords {
  doctors: Doctor;
  examinations: MedicalExamination;
  statuses: ExaminationStatus;
  insurers: Insurance;
  groups: ExaminationGroup;
  currencies: Currency;
}

/** One name map per fetched list, shared by every cell that shows one of its records. */
const namesByList = new WeakMap<object, Map<string, string>>();

function namesOf(list: ReferenceList, records: readonly object[]): Map<string, string> {
  const known = namesByList.get(records);
  if (known) return known;
  const entry = lists[list];
  const key = 'key' in entry ? entry.key : undefined;
  const names = new Map<string, string>();
  for (const record of records) {
    const value = key ? key(record) : String((record as { _id?: unknown })._id ?? '');
    if (value) names.set(value, (entry.label as (r: object) => string)(record));
  }
  namesByList.set(records, names);
  return names;
}

const NO_NAMES = new Map<string, string>();

/**
 * The query reading a small reference area whole (kept for five minutes): the area's own
 * fetch-all under its own key (`[name, 'all', {}]`), so what its screen and its mutations do to
 * that list is what the names show.
 */
export const referenceQuery = <L extends ReferenceList>(list: L) => ({
  queryKey: [lists[list].name, 'all', {}] as const,
  queryFn: async (context: QueryFunctionContext): Promise<ListRecords[L][]> => {
    const { queryFn } = (await lists[list].load()).queries.all();
    return (queryFn as (context: QueryFunctionContext) => Promise<ListRecords[L][]>)(context);
  },
  staleTime: REFERENCE_STALE,
});

/**
 * Starts loading the code of a list a screen shows at once (a column shown by default), with the
 * screen's own code, so that reading the list does not wait for it.
 */
export const preloadReferenceList = (list: ReferenceList) => void lists[list].load();

/**
 * Id (or key) → name of every record of a small reference area. A page of 50 rows naming a
 * status each builds the map once, not once per row. `fresh`: read again as the caller appears
 * (a form's picker), whatever its age, in a read that starts then (one still on its way may
 * have started before a record was added); the others keep it five minutes.
 */
export function useReferenceNames(list: ReferenceList, fresh = false): Map<string, string> {
  const client = useQueryClient();
  const query = useQuery(referenceQuery(list));
  useEffect(() => {
    const { queryKey } = referenceQuery(list);
    // Nothing read yet: the first read, which this mount starts or joins, is the fresh one.
    if (fresh && client.getQueryData(queryKey) !== undefined)
      void client.refetchQueries({ queryKey, exact: true });
  }, [client, fresh, list]);
  return query.data ? namesOf(list, query.data as object[]) : NO_NAMES;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Options of a small reference area, filtered by what the user typed. */
export function useReferenceOptions(
  list: ReferenceList,
  search: string,
  { fresh = false }: { fresh?: boolean } = {},
): { options: FieldOption[]; loading: boolean } {
  const names = useReferenceNames(list, fresh);
  const wanted = fold(search.trim());
  const options = useMemo(
    () =>
      [...names]
        .filter(([, label]) => !wanted || fold(label).includes(wanted))
        .map(([value, label]) => ({ value, label })),
    [names, wanted],
  );
  return { options, loading: names.size === 0 };
}

type Fresh = { fresh?: boolean };
export const useDoctorOptions = (search: string, options?: Fresh) =>
  useReferenceOptions('doctors', search, options);
export const useExaminationOptions = (search: string, options?: Fresh) =>
  useReferenceOptions('examinations', search, options);
export const useStatusOptions = (search: string, options?: Fresh) =>
  useReferenceOptions('statuses', search, options);
export const useInsurerOptions = (search: string, options?: Fresh) =>
  useReferenceOptions('insurers', search, options);
export const useGroupOptions = (search: string, options?: Fresh) =>
  useReferenceOptions('groups', search, options);
/** Currencies by their ISO code (what prices, fees and rates store), named "EUR · Euro". */
export const useCurrencyOptions = (search: string, options?: Fresh) =>
  useReferenceOptions('currencies', search, options);

export const patientLabel = (p: Customer | undefined) =>
  p ? `${personName(p)}${p.phone ? ` · ${p.phone}` : ''}` : '';

/**
 * Patients are too many to read whole (thousands): they are searched by name or phone as the
 * user types (`api/search.ts`: the fields the patient form writes, unless config.json names a
 * search parameter), 20 at a time.
 */
export function usePatientOptions(search: string): { options: FieldOption[]; loading: boolean } {
  const q = search.trim();
  const query = useQuery({ ...patientSearchQuery(q, 20), enabled: q.length >= 2 });
  const options = useMemo(
    () => (query.data ?? []).map((p) => ({ value: customers.idOf(p), label: patientLabel(p) })),
    [query.data],
  );
  return { options, loading: query.isFetching };
}
