import { http, HttpResponse } from 'msw';
import { printers, printerStatusSchema } from '@/api/resources/printers';
import { db } from '../db/tables';
import { fail, readBody } from '../respond';
import { guarded, nowIso, resourceHandlers } from './resource';

/** Printers are listed and change status; the bearer token is required here like everywhere. */
export const printerHandlers = [
  http.put<{ id: string }>(
    '*/api/printer/:id/update-status',
    guarded(async ({ request, params }) => {
      if (!db.printers.get(params.id)) return fail(request, 404, 'notFound');
      const body = await readBody(request, printerStatusSchema);
      if (!body.ok) return body.response;
      return HttpResponse.json(
        db.printers.update(params.id, { status: body.data.status, updatedAt: nowIso() }),
      );
    }),
  ),
  ...resourceHandlers(printers, db.printers),
];
