import type { NavigateOptions } from '@tanstack/react-router';
import type { Customer } from '@/api/resources/customers';
import { personName } from '@/components/references/person-name';

/** "Léa Faure"; the record's id when it carries no name. */
export const patientName = (patient: Pick<Customer, '_id' | 'firstName' | 'lastName'>) =>
  personName(patient) || patient._id;

/** A calendar date (YYYY-MM-DD) in the reader's language, never shifted by their time zone. */
export function birthDate(value: string, language: string | undefined): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * The patient's page, route `/_app/patients/$patientId`. Typed loosely so this feature does not
 * depend on when that route lands; the URL is the contract.
 */
export const patientPage = (patientId: string) =>
  ({ to: '/patients/$patientId', params: { patientId } }) as unknown as NavigateOptions;
