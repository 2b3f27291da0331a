import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { users } from '@/api/resources/users';

/** Staff named by id (the id itself where the list does not name them): who took, who counted. */
export function useStaffName() {
  const staff = useQuery({ ...users.queries.all(), staleTime: 5 * 60_000 });
  return useMemo(() => {
    const names = new Map((staff.data ?? []).map((u) => [users.idOf(u), u.name ?? '']));
    return (id: string | undefined) => (id ? names.get(id) || id : '');
  }, [staff.data]);
}
