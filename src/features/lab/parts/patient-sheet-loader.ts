import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import i18n from 'i18next';
import { ApiError } from '@/api/errors';
import { customers } from '@/api/resources/customers';
import { personName } from '@/components/references/references';
import { historyQuery } from './history';

/**
 * The loader of a patient's lab sheet printed beside their page (the report, the labels): the
 * patient's history asked for at once, the patient and the lab's texts awaited, the crumb named
 * (`crumbKey` in the `lab` namespace, with the patient's name); an unknown patient is not found.
 */
export async function loadPatientSheet(
  queryClient: QueryClient,
  patientId: string,
  crumbKey: string,
): Promise<{ crumb: string }> {
  void queryClient.prefetchQuery(historyQuery(patientId));
  try {
    const [patient] = await Promise.all([
      queryClient.ensureQueryData(customers.queries.one(patientId)),
      i18n.loadNamespaces('lab'),
    ]);
    return { crumb: i18n.t(`lab:${crumbKey}`, { name: personName(patient) }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
