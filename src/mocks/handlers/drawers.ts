import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { drawers } from '@/api/resources/drawers';
import { db } from '../db/tables';
import { serverText } from '../messages';
import { fail, readBody } from '../respond';
import { guarded, nowIso, resourceHandlers } from './resource';

const drawerUserSchema = z.object({
  userId: z.string({ error: 'validation.required' }).check(z.minLength(1, 'validation.required')),
});

/** POST /api/drawers/{id}/users/add and /remove with `{ userId }`: answers the drawer. */
const drawerUser = (action: 'add' | 'remove') =>
  http.post<{ id: string }>(
    `*/api/drawers/:id/users/${action}`,
    guarded(async ({ request, params }) => {
      if (!db.drawers.get(params.id)) return fail(request, 404, 'notFound');
      const body = await readBody(request, drawerUserSchema);
      if (!body.ok) return body.response;
      const { userId } = body.data;
      if (!db.users.get(userId))
        return fail(request, 404, 'userNotFound', { userId: serverText(request, 'userNotFound') });
      const drawer = db.drawers.update(params.id, (old) => {
        const others = (old.users ?? []).filter((id) => id !== userId);
        return {
          ...old,
          users: action === 'add' ? [...others, userId] : others,
          updatedAt: nowIso(),
        };
      });
      return HttpResponse.json(drawer);
    }),
  );

export const drawerHandlers = [
  drawerUser('add'),
  drawerUser('remove'),
  ...resourceHandlers(drawers, db.drawers),
];
