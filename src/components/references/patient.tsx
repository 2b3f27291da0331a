import type { DataColumn } from '../data-table/types';
import type { FieldSpec } from '../resource-form/types';
import { embeddedPatientName, preparePatientNames } from './patient-names';
import { PatientLink } from './reference-name';
import { usePatientLabels, usePatientOptions } from './references';

/**
 * The patient column of every area whose records belong to a patient (visits, results, payments,
 * tickets): the name linking to their page, filtered by a search among patients. `header` is
 * the key of its header text (the area's "Patient"). Rows paint at once; a page's names are
 * asked for together and arrive in one update (`patient-names.ts`), or come with the rows when
 * they carry them.
 */
export function patientColumn<T extends { customerId?: string | undefined }>(
  header: string,
): DataColumn<T> {
  return {
    id: 'customerId',
    header,
    cell: (row) => <PatientLink id={row.customerId} name={embeddedPatientName(row)} />,
    csv: (row) => row.customerId,
    filter: { kind: 'reference', useOptions: usePatientOptions, useLabels: usePatientLabels },
    meta: { prepare: preparePatientNames, namesPatient: true },
  };
}

/** The matching form field: a patient picked by searching their name or phone. */
export function patientField(label: string): Extract<FieldSpec, { useOptions: unknown }> {
  return {
    name: 'customerId',
    kind: 'reference' as const,
    label,
    useOptions: usePatientOptions,
    useLabels: usePatientLabels,
  };
}
