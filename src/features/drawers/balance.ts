import type { Drawer } from '@/api/resources/drawers';

/**
 * What the drawer held when last known: a server's own balance where it sends one, else what its
 * last closing counted in its currency, else its opening float. Shown only to who may see it
 * (`useMaySeeBalance`).
 */
export const drawerBalance = (d: Drawer): number => {
  const own = (d as { balance?: unknown }).balance;
  if (typeof own === 'number') return own;
  const last = d.closings?.[d.closings.length - 1]?.counted[d.currency ?? ''];
  return typeof last === 'number' ? last : (d.openingBalance ?? 0);
};
