import { http, HttpResponse } from 'msw';
import { isLocked, labStages } from '@/api/lab/stages';
import { rangeSchema, results } from '@/api/resources/results';
import { matchesFlagFilter } from '@/domain/lab-flags';
import type { Row } from '../db/table';
import { patientName } from '../db/lookup';
import { db } from '../db/tables';
import { fail, readBody } from '../respond';
import { envelopes, guarded, resourceHandlers } from './resource';

/**
 * What may change on a validated result: its status (un-validating, reporting) and these (the
 * acknowledgement, validation, the report's release, and the changes kept: `audit`).
 */
const WHILE_VALIDATED = new Set([
  'statusId',
  'acknowledgedBy',
  'acknowledgedAt',
  'acknowledgedTo',
  'acknowledgedHow',
  'acknowledgedReadBack',
  'reportedBy',
  'reportedValue',
  'audit',
  'unvalidationReason',
  'unvalidatedBy',
  'unvalidatedAt',
  'validatedBy',
  'validatedAt',
  'reportedAt',
  'updatedAt',
  'createdAt',
]);

const locked = (statusId: unknown) =>
  isLocked(labStages(db.examinationStatuses.all()), String(statusId ?? ''));

/**
 * A validated result is read-only until it is un-validated (a status out of the validated
 * ones, with the reason): a server keeps that rule whatever a client shows, so the demo does.
 */
function guardValidated(values: Row, old: Row, request: Request): Row | Response {
  if (!keepsAudit(values, old)) return fail(request, 409, 'auditKept');
  if (!locked(old.statusId)) return values;
  const stillLocked = values.statusId === undefined || locked(values.statusId);
  const changed = Object.keys(values).some(
    (key) =>
      !WHILE_VALIDATED.has(key) &&
      values[key] !== old[key] &&
      // A sample registered before accession numbers gets one (a label reprinted): once.
      !(key === 'accession' && old.accession === undefined),
  );
  return changed && stillLocked ? fail(request, 409, 'resultValidated') : values;
}

/**
 * Every change kept (docs/lab.md): an update may add to a result's `audit`, never drop or
 * rewrite an entry it holds. A body without `audit` leaves it as it is.
 */
function keepsAudit(values: Row, old: Row) {
  const [before, after] = [old.audit, values.audit];
  if (!Array.isArray(before) || after === undefined) return true;
  // Key order aside: a client may hand the entries back with their keys in another order.
  const text = (entry: unknown) =>
    entry && typeof entry === 'object' ? JSON.stringify(entry, Object.keys(entry).sort()) : '';
  const same = (a: unknown, b: unknown) => text(a) === text(b);
  return Array.isArray(after) && before.every((entry, i) => same(entry, after[i]));
}

/** Lab results, listed as `{ data, count }`; the reference range is patched on its own. */
export const resultHandlers = [
  http.patch<{ id: string }>(
    '*/api/results/:id/range',
    guarded(async ({ request, params }) => {
      const old = db.results.get(params.id);
      if (!old) return fail(request, 404, 'notFound');
      if (locked(old.statusId)) return fail(request, 409, 'resultValidated');
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
    update: guardValidated,
  }),
];
