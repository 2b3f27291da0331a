import { http, HttpResponse } from 'msw';
import { printers, printerStatusSchema } from '@/api/resources/printers';
import { db } from '../db/tables';
import { fail, readBody } from '../respond';
import { guarded, nowIso, resourceHandlers } from './resource';

/**
 * Printers are listed and change status; the bearer token is required here like everywhere.
 * The demo's one refusal: a printer that is printing a job (`busy`) keeps its status until the
 * job ends (409), as a print server would, so nobody takes it offline mid-label.
 */
export const printerHandlers = [
  http.put<{ id: string }>(
    '*/api/printer/:id/update-status',
    guarded(async ({ request, params }) => {
      const printer = db.printers.get(params.id);
      if (!printer) return fail(request, 404, 'notFound');
      const body = await readBody(request, printerStatusSchema);
      if (!body.ok) return body.response;
      if (printer.status === 'busy' && body.data.status !== 'busy')
        return fail(request, 409, 'printerBusy');
      return HttpResponse.json(
        db.printers.update(params.id, { status: body.data.status, updatedAt: nowIso() }),
      );
    }),
  ),
  ...resourceHandlers(printers, db.printers),
];
