import { http, HttpResponse } from 'msw';
import { customers } from '@/api/resources/customers';
import { fileStore } from '../db/files';
import { db } from '../db/tables';
import { fail } from '../respond';
import { envelopes, guarded, resourceHandlers } from './resource';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function nameHas(row: Record<string, unknown>, wanted: string) {
  const name = fold(`${row.firstName ?? ''} ${row.lastName ?? ''}`);
  return fold(wanted)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => name.includes(word));
}

/**
 * The batch lookup the demo offers beyond SPEC §7 (config.json `lookups`, README "Running
 * against your backend"): `_id=a,b,c` finds each of those patients; one id finds that one.
 */
const idAmong = (row: Record<string, unknown>, wanted: string) =>
  wanted
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .includes(String(row._id).toLowerCase());

/**
 * Patients: list at /api/customer as `{ data, count }`, one at /api/customers/{id}, and the
 * content of any uploaded document at /api/customer/file/{name}.
 */
export const customerHandlers = [
  http.get<{ name: string }>(
    '*/api/customer/file/:name',
    guarded(({ request, params }) => {
      const file = fileStore.get(params.name);
      if (!file) return fail(request, 404, 'notFound');
      return new HttpResponse(file.bytes, {
        headers: {
          'Content-Type': file.type,
          'Content-Length': String(file.bytes.length),
          'Content-Disposition': `inline; filename="${params.name.replace(/"/g, '')}"`,
        },
      });
    }),
  ),
  ...resourceHandlers(customers, db.customers, {
    envelope: envelopes.dataCount,
    search: ['firstName', 'lastName', 'phone', 'email', 'nationalId'],
    // The patient search's column filter (README "Patient search"): every word in the name.
    derived: { name: nameHas, _id: idAmong },
  }),
];
