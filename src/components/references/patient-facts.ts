import { useQuery } from '@tanstack/react-query';
import { onSignOut } from '@/app/auth/sign-out-hooks';
import { customers, type Customer } from '@/api/resources/customers';

/**
 * What a result's reference range needs of its patient: the sex and the birth date (ranges by
 * sex and age, `domain/lab-ranges.ts`). Taken from the patients' records the app reads anyway
 * to name them (`patient-names.ts`), so that a page of results costs no read more; a patient
 * named without a read (the row carried the name) is read once by id.
 *
 * Kept in memory only, never in storage: a birth date is more than a name, and goes when the
 * tab closes or the session ends.
 */
export interface PatientFacts {
  sex?: string | undefined;
  dateOfBirth?: string | undefined;
}

const facts = new Map<string, PatientFacts>();
onSignOut(() => facts.clear());

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Keeps what the ranges need of a patient read anywhere (its name is read with it). */
export function rememberPatientFacts(patient: Customer | undefined) {
  if (!patient) return;
  const id = customers.idOf(patient);
  if (!id) return;
  facts.set(id, { sex: text(patient.sex), dateOfBirth: text(patient.dateOfBirth) });
}

/** What is known now of a patient's sex and birth date, if their record was read. */
export const knownPatientFacts = (id: string | undefined) => (id ? facts.get(id) : undefined);

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
