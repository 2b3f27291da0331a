import type { DataColumn } from '../data-table/types';
import { RouterLink } from '../layout/router-link';
import {
  referenceQuery,
  usePatientName,
  useReferenceNames,
  type ReferenceList,
} from './references';
import classes from './reference-name.module.css';

/** A small reference area's record named in a cell (the id if unknown). */
export function ReferenceName({ list, id }: { list: ReferenceList; id: string | undefined }) {
  const names = useReferenceNames(list);
  if (!id) return null;
  return <>{names.get(id) ?? id}</>;
}

/**
 * A column naming another area's record (a result's status, a patient's insurer). A first page
 * waits for the names (a small list, kept five minutes), so its rows never show ids first.
 */
export function referenceColumn<T>(
  list: ReferenceList,
  value: (row: T) => string | undefined,
  column: Omit<DataColumn<T>, 'cell' | 'awaits' | 'csv'>,
): DataColumn<T> {
  return {
    ...column,
    cell: (row) => <ReferenceName list={list} id={value(row)} />,
    csv: value,
    awaits: referenceQuery(list),
  };
}

/** A patient named in a cell, linking to their page (one line, see the CSS). */
export function PatientLink({ id }: { id: string | undefined }) {
  const name = usePatientName(id);
  if (!id) return null;
  if (name === undefined) return <span className={classes.pending} role="img" aria-label={id} />;
  return (
    <RouterLink
      className={classes.link}
      // The whole name, should the cell be too narrow for it.
      title={name}
      to="/patients/$patientId"
      params={{ patientId: id }}
    >
      {name}
    </RouterLink>
  );
}
