import { http, HttpResponse } from 'msw';
import { matchesFlagFilter, rangeSchema, results } from '@/api/resources/results';
import { patientName } from '../db/lookup';
import { db } from '../db/tables';
import { fail, readBody } from '../respond';
import { envelopes, guarded, resourceHandlers } from './resource';

/** Lab results, listed as `{ data, count }`; the reference range is patched on its own. */
export const resultHandlers = [
  http.patch<{ id: string }>(
    '*/api/results/:id/range',
    guarded(async ({ request, params }) => {
      if (!db.results.get(params.id)) return fail(request, 404, 'notFound');
      const body = await readBody(request, rangeSchema);
      if (!body.ok) return body.response;
      return HttpResponse.json(db.results.update(params.id, { range: body.data.range }));
    }),
  ),
  ...resourceHandlers(results, db.results, {
    envelope: envelopes.dataCount,
    search: ['testName', patientName],
    // `flag=out` (high or low), `high`, `low` or `normal`: against the row's own range.
    derived: { flag: (row, wanted) => matchesFlagFilter(row, wanted) },
  }),
];
