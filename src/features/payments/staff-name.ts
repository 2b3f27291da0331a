import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { users } from '@/api/resources/users';

const useStaff = () => useQuery({ ...users.queries.all(), staleTime: 5 * 60_000 });

/** Staff named by id (the id itself where the list does not name them): who took, who counted. */
export function useStaffName() {
  const staff = useStaff();
  return useMemo(() => {
    const names = new Map((staff.data ?? []).map((u) => [users.idOf(u), u.name ?? '']));
    return (id: string | undefined) => (id ? names.get(id) || id : '');
  }, [staff.data]);
}

/** Whether the staff list has answered, or failed (the ids then stand): a signed sheet waits. */
export const useStaffAnswered = () => !useStaff().isPending;
