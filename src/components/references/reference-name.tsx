import type { DataColumn } from '../data-table/types';
import i18n from 'i18next';
import { RouterLink } from '../layout/router-link';
import { usePatientName } from './patient-names';
import {
  preloadReferenceList,
  referenceQuery,
  useReferenceNames,
  type ReferenceList,
} from './references';
import classes from './reference-name.module.css';

/** A small reference area's record named in a cell (the id if unknown). */
export function ReferenceName({ list, id }: { list: ReferenceList; id: string | undefined }) {
  const names = useReferenceNames(list);
  if (!id) return null;
  return <bdi>{names.get(id) ?? id}</bdi>;
}

/**
 * A column naming another area's record (a result's status, a patient's insurer). A first page
 * waits for the names (a small list, kept five minutes), so its rows never show ids first; the
 * list's code loads with the screen's where the column is shown by default.
 */
export function referenceColumn<T>(
  list: ReferenceList,
  value: (row: T) => string | undefined,
  column: Omit<DataColumn<T>, 'cell' | 'csv'>,
): DataColumn<T> {
  if (!column.hiddenByDefault) preloadReferenceList(list);
  return {
    ...column,
    cell: (row) => <ReferenceName list={list} id={value(row)} />,
    csv: value,
    meta: { ...column.meta, awaits: referenceQuery(list) },
  };
}

/** A name's usual length, from 10 to 17 characters, the same for the same id. */
function nameWidth(id: string) {
  let sum = 0;
  for (let i = 0; i < id.length; i++) sum += id.charCodeAt(i);
  return `${10 + (sum % 8)}ch`;
}

/**
 * A patient named in a cell, linking to their page (one line, see the CSS). `name`: the name the
 * record carries itself, which needs no read. Until the name comes, a line of a name's size
 * holds its place; with none to show (no such patient, or it could not be read), the id.
 */
export function PatientLink({ id, name: carried }: { id: string | undefined; name?: string }) {
  const read = usePatientName(carried ? undefined : id);
  if (!id) return carried ? <bdi>{carried}</bdi> : null;
  const name = carried ?? read;
  if (name === undefined)
    return (
      <span
        className={classes.pending}
        style={{ width: nameWidth(id) }}
        role="img"
        aria-label={i18n.t('common:references.nameLoading')}
      />
    );
  return (
    <RouterLink
      className={classes.link}
      // The whole name, should the cell be too narrow for it.
      title={name ?? id}
      to="/patients/$patientId"
      params={{ patientId: id }}
    >
      <bdi>{name ?? id}</bdi>
    </RouterLink>
  );
}
