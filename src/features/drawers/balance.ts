import type { Drawer } from '@/api/resources/drawers';

/** What the drawer holds: a server's own balance where it sends one, else its opening float. */
export const drawerBalance = (d: Drawer): number => {
  const own = (d as { balance?: unknown }).balance;
  return typeof own === 'number' ? own : (d.openingBalance ?? 0);
};
