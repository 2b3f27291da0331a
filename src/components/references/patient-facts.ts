import { useQuery } from '@tanstack/react-query';
import { currentSession, onSignOut } from '@/api/session';
import { APP_KEY } from '@/config/app-key';
import { customers, type Customer } from '@/api/resources/customers';

/**
 * What a result's reference range needs of its patient: the sex and the birth date (ranges by
 * sex and age, `domain/lab-ranges.ts`). Taken from the patients' records the app reads anyway
 * to name them (`patient-names.ts`), so that a page of results costs no read more; a patient
 * named without a read (the row carried the name) is read once by id.
 *
 * Kept as the names are (`api/names/name-store.ts`): for this tab's session, in session storage
 * under the signed-in user, so that a reload reads no patient again; gone when the tab closes or
 * the session ends (sign-out, expiry, "Switch user" wipe the app's keys).
 */
export interface PatientFacts {
  sex?: string | undefined;
  dateOfBirth?: string | undefined;
}

const KEY = `${APP_KEY}.patient-facts`;

/** Whose facts these are: the signed-in user and their session's end (a new sign-in differs). */
function owner() {
  const session = currentSession();
  return session && `${session.userId}@${session.expiresAt}`;
}

function kept(): Map<string, PatientFacts> {
  const read = new Map<string, PatientFacts>();
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as {
      owner?: string;
      facts?: [unknown, unknown][];
    };
    if (stored.owner && stored.owner === owner())
      for (const [id, fact] of stored.facts ?? [])
        if (typeof id === 'string' && fact && typeof fact === 'object')
          read.set(id, {
            sex: text((fact as PatientFacts).sex),
            dateOfBirth: text((fact as PatientFacts).dateOfBirth),
          });
  } catch {
    // Unreadable: as if nothing was kept.
  }
  return read;
}

let facts: Map<string, PatientFacts> | undefined;
const known = () => (facts ??= kept());
let writing: ReturnType<typeof setTimeout> | undefined;

function write() {
  clearTimeout(writing);
  writing = undefined;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ owner: owner(), facts: [...known()] }));
  } catch {
    // Storage full or refused: the facts stay for this page's life.
  }
}
addEventListener('pagehide', () => writing && write());

onSignOut(() => {
  clearTimeout(writing);
  writing = undefined;
  facts = new Map();
  sessionStorage.removeItem(KEY);
});

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Keeps what the ranges need of a patient read anywhere (its name is read with it). */
export function rememberPatientFacts(patient: Customer | undefined) {
  if (!patient) return;
  const id = customers.idOf(patient);
  if (!id) return;
  known().set(id, { sex: text(patient.sex), dateOfBirth: text(patient.dateOfBirth) });
  // Written once a burst of reads is over.
  writing ??= setTimeout(write, 200);
}

/** What is known now of a patient's sex and birth date, if their record was read. */
export const knownPatientFacts = (id: string | undefined) => (id ? known().get(id) : undefined);

/**
 * The patient's sex and birth date, once read: undefined while on the way (or when `named` is
 * still undefined: the name read brings them). A patient named without a read is read by id.
 */
export function usePatientFacts(id: string | undefined, named: unknown): PatientFacts | undefined {
  const known = knownPatientFacts(id);
  const query = useQuery({
    ...customers.queries.one(id ?? ''),
    enabled: !!id && named !== undefined && !known,
    staleTime: 5 * 60_000,
  });
  if (known) return known;
  if (query.data) {
    rememberPatientFacts(query.data);
    return knownPatientFacts(id);
  }
  // A patient that is not there (deleted): nothing will be known; the general range applies.
  return query.isError ? {} : undefined;
}
