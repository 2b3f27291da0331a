import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { users } from '@/api/resources/users';
import type { FieldOption } from '@/components/resource-form/types';

/** Staff are few (tens): read whole once and kept, named by id. */
export const staffQuery = () => ({ ...users.queries.all(), staleTime: 5 * 60_000 });

function useStaff() {
  const query = useQuery(staffQuery());
  return useMemo(
    () => new Map((query.data ?? []).map((u) => [users.idOf(u), u.name ?? users.idOf(u)])),
    [query.data],
  );
}

/** The names of a drawer's staff, for its row and its page. */
export function StaffNames({ ids }: { ids: readonly string[] | undefined }) {
  const names = useStaff();
  // Each name in its own direction (components/bidi/own-direction.tsx).
  return (
    <>
      {(ids ?? []).map((id, i) => (
        <span key={id}>
          {i > 0 && ', '}
          <bdi>{names.get(id) ?? id}</bdi>
        </span>
      ))}
    </>
  );
}

export function useStaffName() {
  const names = useStaff();
  return (id: string) => names.get(id) ?? id;
}

/** Staff to attach, filtered by what was typed (accents and case aside). */
export function useStaffOptions(search: string): { options: FieldOption[]; loading: boolean } {
  const names = useStaff();
  const wanted = search.trim().toLocaleLowerCase();
  const options = useMemo(
    () =>
      [...names]
        .filter(([, name]) => !wanted || name.toLocaleLowerCase().includes(wanted))
        .map(([value, label]) => ({ value, label })),
    [names, wanted],
  );
  return { options, loading: names.size === 0 };
}
