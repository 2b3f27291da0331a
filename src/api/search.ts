import { queryOptions } from '@tanstack/react-query';
import { backend } from './backend';
import { withoutPendingItems } from './resource/outbox-store';
import { customers, type Customer } from './resources/customers';

/** Typed text that reads as a phone number: digits, with the usual separators. */
const PHONE = /^\+?[\d\s().-]*\d[\d\s().-]*$/;
/** Words searched in the names at most: each costs a request per name field. */
const MAX_WORDS = 3;
/** The name fields the patient form writes, the last name first: it finds fewer people. */
const NAME_FIELDS = ['lastName', 'firstName'] as const;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');

/** What a patient is found by: their names as the form writes them, or one `name`, and the phone. */
function nameWords(patient: Customer): string {
  const record = patient as Record<string, unknown>;
  return fold(
    [record.firstName, record.lastName, record.name, record.fullName]
      .filter((part): part is string => typeof part === 'string')
      .join(' '),
  );
}

/** Whether a patient really matches the typed text: every word in a name, or the phone's digits. */
export function patientMatches(patient: Customer, text: string): boolean {
  const typed = text.trim();
  if (PHONE.test(typed)) {
    const wanted = digits(typed);
    return typeof patient.phone === 'string' && digits(patient.phone).includes(wanted);
  }
  const names = nameWords(patient);
  return fold(typed)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => names.includes(word));
}

/**
 * The column filters a patient search sends (docs/contract.md, "patient search"): SPEC §7 has
 * no search call, only a filter per field, so the app asks for the fields its patient form
 * writes. A phone number goes to `phone` as typed; a name goes word by word (the longest first,
 * at most three) to `lastName` and to `firstName`, one request each, since a server may match a
 * filter whole: "Yasmine Haddad" is no one's last name, "Haddad" is. Field names go through
 * config.json's `fields` like every filter. A backend with a search parameter of its own
 * declares it (`"search": { "customers": "q" }`) and is asked once with the text.
 */
export function patientSearchFilters(text: string): Record<string, string>[] {
  const typed = text.trim();
  if (!typed) return [];
  const param = backend().search.customers;
  if (param) return [{ [param]: typed }];
  if (PHONE.test(typed)) return [{ phone: typed }];
  const words = [...new Set(typed.split(/\s+/).filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_WORDS);
  return words.flatMap((word) => NAME_FIELDS.map((field) => ({ [field]: word })));
}

/**
 * Patients matching `text`, at most `limit`: the answers to each of `patientSearchFilters`
 * merged (each patient once, in the order found) and kept only where they really match, since
 * a server may match a filter its own way or ignore it. What a declared search parameter
 * answers is the server's own search, and is kept whole.
 */
export async function searchPatients(
  text: string,
  limit: number,
  signal?: AbortSignal,
): Promise<Customer[]> {
  const queries = patientSearchFilters(text);
  const pages = await Promise.all(
    queries.map((filters) => customers.api.list({ page: 1, pageSize: limit, filters }, signal)),
  );
  const seen = new Set<string>();
  const found: Customer[] = [];
  const declared = !!backend().search.customers;
  for (const patient of pages.flatMap((page) => page.items)) {
    const id = customers.idOf(patient);
    if (seen.has(id) || (!declared && !patientMatches(patient, text))) continue;
    seen.add(id);
    found.push(patient);
  }
  // A patient whose delete waits out its Undo window is not found meanwhile, as in the lists.
  return withoutPendingItems(customers.name, customers.idOf, found).slice(0, limit);
}

/** The search as a query of the patients' cache: a change to any patient reads it again. */
export const patientSearchQuery = (text: string, limit: number) =>
  queryOptions({
    queryKey: [...customers.keys.root, 'search', { text: text.trim(), limit }] as const,
    queryFn: ({ signal }) => searchPatients(text, limit, signal),
  });
