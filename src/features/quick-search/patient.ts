import type { Customer } from '@/api/resources/customers';
import { personName } from '@/components/references/person-name';

/** "Léa Faure"; the record's id when it carries no name. */
export const patientName = (patient: Pick<Customer, '_id' | 'firstName' | 'lastName'>) =>
  personName(patient) || patient._id;

/** The patient's page, route `/_app/patients/$patientId`. */
export const patientPage = (patientId: string) =>
  ({ to: '/patients/$patientId', params: { patientId } }) as const;
