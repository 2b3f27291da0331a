import { useQuery } from '@tanstack/react-query';
import { users } from '@/api/resources/users';

/** Staff are few (tens): read whole once and kept; one name map per read. */
const namesOf = new WeakMap<object, Map<string, string>>();

/** A member of staff's name by id (the id itself while unknown, or for someone not listed). */
export function useStaffName(): (id: string | undefined) => string {
  const query = useQuery({ ...users.queries.all(), staleTime: 5 * 60_000 });
  const staff = query.data;
  let names = staff && namesOf.get(staff);
  if (staff && !names) {
    names = new Map(staff.map((u) => [users.idOf(u), u.name ?? users.idOf(u)]));
    namesOf.set(staff, names);
  }
  return (id) => (id ? (names?.get(id) ?? id) : '');
}
