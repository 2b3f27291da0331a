import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { DataColumn } from '../data-table/types';
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

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A patient named in a cell, linking to their page. One per row of a page: a plain link that
 * the router follows (and preloads on intent, as its own links do), without a subscription to
 * the location per row.
 */
export function PatientLink({ id }: { id: string | undefined }) {
  const name = usePatientName(id);
  const router = useRouter();
  if (!id) return null;
  if (name === undefined) return <span className={classes.pending} role="img" aria-label={id} />;
  const to = { to: '/patients/$patientId', params: { patientId: id } } as const;
  const preload = () => void router.preloadRoute(to).catch(() => undefined);
  return (
    <a
      className={classes.link}
      // The whole name, should the cell be too narrow for it.
      title={name}
      href={router.buildLocation(to).href}
      onMouseEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        void router.navigate(to);
      }}
    >
      {name}
    </a>
  );
}
