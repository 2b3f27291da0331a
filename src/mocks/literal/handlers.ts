import { http, HttpResponse } from 'msw';
import { literalPatients, literalResults, type LiteralRecord } from './records';

/** One call as the literal backend received it: what the app put on the wire. */
export interface WireCall {
  method: string;
  path: string;
  params: Record<string, string>;
  body?: LiteralRecord;
}

/**
 * A backend in the literal shapes of `records.ts` for unit tests (`server.use(...)`): patients
 * and results in `{ data, count }`, one record by id, create and update echoing the stored
 * record. Every call is logged, so a test can read the names the app used on the wire.
 * (The contract-only backend, every area of SPEC §7 over the demo's data, is `backend.ts`.)
 */
export function literalBackend() {
  const calls: WireCall[] = [];
  const tables: Record<string, LiteralRecord[]> = {
    customer: literalPatients.map((p) => ({ ...p })),
    results: literalResults.map((r) => ({ ...r })),
  };
  const log = async (request: Request) => {
    const url = new URL(request.url);
    const call: WireCall = {
      method: request.method,
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
    };
    if (request.method === 'POST' || request.method === 'PUT')
      call.body = (await request.clone().json()) as LiteralRecord;
    calls.push(call);
    return call;
  };
  const find = (table: string, id: string) =>
    tables[table]!.find((record) => String(record._id) === id);

  const area = (table: string, onePath: string) => [
    http.get(`*/api/${table}`, async ({ request }) => {
      await log(request);
      const rows = tables[table]!;
      return HttpResponse.json({ data: rows, count: rows.length });
    }),
    http.get(`*/api/${onePath}/:id`, async ({ request, params }) => {
      await log(request);
      const record = find(table, String(params.id));
      return record
        ? HttpResponse.json(record)
        : HttpResponse.json({ msg: 'Not found' }, { status: 404 });
    }),
    http.post(`*/api/${table}`, async ({ request }) => {
      const { body = {} } = await log(request);
      const record = { ...body, _id: `new-${calls.length}` };
      tables[table]!.unshift(record);
      return HttpResponse.json(record, { status: 201 });
    }),
    http.put(`*/api/${table}/:id`, async ({ request, params }) => {
      const { body = {} } = await log(request);
      const record = find(table, String(params.id));
      if (!record) return HttpResponse.json({ msg: 'Not found' }, { status: 404 });
      Object.assign(record, body);
      return HttpResponse.json(record);
    }),
  ];

  const handlers = [
    ...area('customer', 'customers'),
    ...area('results', 'results'),
    // Sorted on the server: only what the app asked for matters here.
    http.get('*/api/appointments', async ({ request }) => {
      await log(request);
      return HttpResponse.json([]);
    }),
  ];
  return { handlers, calls, tables };
}
