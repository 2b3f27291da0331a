import { Anchor, Skeleton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePatientName, useReferenceNames, type ReferenceList } from './references';

/** A small reference area's record named in a cell (the id while names load or if unknown). */
export function ReferenceName({ list, id }: { list: ReferenceList; id: string | undefined }) {
  const names = useReferenceNames(list);
  if (!id) return null;
  return <>{names.get(id) ?? id}</>;
}

/** A patient named in a cell, linking to their page. */
export function PatientLink({ id }: { id: string | undefined }) {
  const name = usePatientName(id);
  if (!id) return null;
  if (name === undefined) return <Skeleton height={12} width="8rem" role="img" aria-label={id} />;
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => (
        <Link {...props} to="/patients/$patientId" params={{ patientId: id }} />
      )}
    >
      {name}
    </Anchor>
  );
}
