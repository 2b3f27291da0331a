import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { drawers, useUpdateDrawer, type Drawer, type DrawerValues } from '@/api/resources/drawers';
import { users } from '@/api/resources/users';
import { useAuth } from '@/app/auth/auth-context';
export { useDrawerEntries } from '@/features/payments/drawer-entries';
import { staffQuery } from './staff-names';

/**
 * Changes the drawer's session from the drawer as the server holds it now (read again first):
 * two desks' moves on one drawer do not undo each other's, and the PUT carries the whole record
 * (docs/contract.md row 6).
 */
export function useSessionWrite() {
  const client = useQueryClient();
  const update = useUpdateDrawer();
  return useMutation({
    mutationFn: async ({
      drawerId,
      change,
    }: {
      drawerId: string;
      change: (now: Drawer) => Partial<DrawerValues>;
    }) => {
      const list = await client.fetchQuery({ ...drawers.queries.all(), staleTime: 0 });
      const now = list.find((d) => drawers.idOf(d) === drawerId);
      if (!now) throw new Error('notFound');
      return update.mutateAsync({ id: drawerId, values: change(now) });
    },
  });
}

/** The signed-in user's id and role (from the staff list; none where the server does not list them). */
export function useMe() {
  const { session } = useAuth();
  const staff = useQuery(staffQuery()).data;
  const id = session?.user.id ?? '';
  const me = staff?.find((u) => users.idOf(u) === id);
  return { id, role: me?.role, name: session?.user.name ?? '' };
}

/**
 * Who may see what a drawer should hold: an administrator who is not running its session. The
 * person who will count it never does (the count is blind), whatever their role.
 */
export function useMaySeeBalance(drawer: Drawer | undefined) {
  const me = useMe();
  return me.role === 'admin' && (!drawer?.session || drawer.session.openedBy !== me.id);
}
