import * as z from 'zod/mini';
import { defineResource, useOptimisticMutation } from '../define-resource';
import { http } from '../http';
import { idPath, withCatalogue } from '../resource/api';
import { rules } from '../resource/schemas';
import type { AreaFacts } from '../area';

/** The area's plain facts (api/area.ts): read without this module's code. */
export const area = {
  name: 'drawers',
  api: 'api/drawers',
  list: {
    route: '/drawers',
    id: 'drawers',
    nav: { group: 'billing', order: 60, icon: 'cash', label: 'nav.drawers' },
  },
} as const satisfies AreaFacts;

export const DRAWER_STATUSES = ['open', 'closed'] as const;

/**
 * A blind count (our design, beyond SPEC): what the cashier counted per denomination (face value
 * → how many), what the drawer should have held, and the difference, saved on the drawer.
 */
export const drawerCountSchema = z.looseObject({
  countedAt: z.string(),
  countedBy: z.optional(z.string()),
  counted: z.number(),
  expected: z.number(),
  difference: z.number(),
  // Face value → how many; kept as read (a record schema would cost every screen its code).
  denominations: z.optional(z.looseObject({})),
});
export type DrawerCount = z.output<typeof drawerCountSchema>;

/** Currency code → an amount: what a session expects or counted per currency (kept as read). */
const perCurrency = () => z.looseObject({});

/** Cash put in (positive) or taken out (negative) of an open session, and why. */
export const cashMoveSchema = z.looseObject({
  at: z.string(),
  by: z.optional(z.string()),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
});
export type CashMove = z.output<typeof cashMoveSchema>;

/** One submitted blind count of a session: final once saved; a recount is another one. */
export const sessionCountSchema = z.looseObject({
  countedAt: z.string(),
  countedBy: z.optional(z.string()),
  counted: perCurrency(),
  denominations: z.optional(z.looseObject({})),
});
export type SessionCount = z.output<typeof sessionCountSchema>;

/** A drawer's open cash session (our design, docs/billing.md "Cash sessions"). */
export const drawerSessionSchema = z.looseObject({
  id: z.string(),
  openedAt: z.string(),
  openedBy: z.optional(z.string()),
  float: z.number(),
  moves: z.optional(z.array(cashMoveSchema)),
  counts: z.optional(z.array(sessionCountSchema)),
});
export type DrawerSession = z.output<typeof drawerSessionSchema>;

/** One transaction as its session's Z-report froze it. */
export const closingLineSchema = z.looseObject({
  id: z.string(),
  kind: z.string(),
  method: z.string(),
  currency: z.string(),
  amount: z.number(),
  createdAt: z.string(),
  takenBy: z.optional(z.string()),
  receipt: z.optional(z.number()),
});
export type ClosingLine = z.output<typeof closingLineSchema>;

/**
 * A closed session's Z-report, numbered per drawer: what the session expected, what was counted,
 * the difference and its reason, and every transaction it counted as it stood when closed. A
 * past day is read from these, never recomputed from records edited since.
 */
export const closingSchema = z.looseObject({
  number: z.number(),
  sessionId: z.string(),
  openedAt: z.string(),
  openedBy: z.optional(z.string()),
  closedAt: z.string(),
  closedBy: z.optional(z.string()),
  float: z.number(),
  expected: perCurrency(),
  counted: perCurrency(),
  difference: perCurrency(),
  reason: z.optional(z.string()),
  counts: z.optional(z.array(sessionCountSchema)),
  moves: z.optional(z.array(cashMoveSchema)),
  lines: z.array(closingLineSchema),
});
export type Closing = z.output<typeof closingSchema>;

/** A cash drawer at a desk, in one currency, with the staff allowed to use it. */
export const drawerFields = {
  name: rules.text(80),
  location: rules.optionalText(120),
  currency: rules.currencyCode(),
  openingBalance: rules.amount(),
  status: rules.choice(DRAWER_STATUSES),
  users: z.optional(z.array(z.string())),
  lastCount: z.optional(drawerCountSchema),
  // null ends a session: a PUT that left the field out would leave it on a server that merges.
  session: z.optional(z.nullable(drawerSessionSchema)),
  closings: z.optional(z.array(closingSchema)),
};

export const drawers = defineResource({
  name: 'drawers',
  idField: '_id',
  fields: drawerFields,
  path: 'api/drawers',
  operations: ['create', 'update', 'remove'],
  payload: { updatedAt: true },
});
export type Drawer = z.output<typeof drawers.schema>;
export type DrawerValues = z.input<typeof drawers.body>;

/** POST /api/drawers/{id}/users/add or /remove with `{ userId }`. */
export const drawerUsers = (action: 'add' | 'remove', drawerId: string, userId: string) =>
  withCatalogue('drawers', action === 'add' ? 'addUser' : 'removeUser', () =>
    drawers.readSaved(
      http.post(`${idPath('api/drawers', drawerId)}/users/${action}`, { json: { userId } }),
    ),
  );

/** The user appears in (or leaves) the drawer at once; a refusal puts it back. */
export const useDrawerUser = () =>
  useOptimisticMutation({
    name: drawers.name,
    cache: drawers.cache,
    mutationFn: ({
      action,
      drawerId,
      userId,
    }: {
      action: 'add' | 'remove';
      drawerId: string;
      userId: string;
    }) => drawerUsers(action, drawerId, userId),
    optimistic: (client, { action, drawerId, userId }) =>
      drawers.cache.replace(client, drawerId, (old) => {
        const current = (old.users ?? []).filter((id) => id !== userId);
        return { ...old, users: action === 'add' ? [...current, userId] : current };
      }),
    settle: (client, saved, { drawerId }) => {
      if (saved) drawers.cache.replace(client, drawerId, saved);
    },
  });

export const {
  useList: useDrawerList,
  useAll: useAllDrawers,
  useCreate: useCreateDrawer,
  useUpdate: useUpdateDrawer,
  useRemove: useRemoveDrawer,
} = drawers.hooks;

/** The area's resource, as `config-check.ts` reads every declaration's. */
export default drawers;
