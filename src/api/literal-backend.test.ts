import { setBackend } from '@/api/backend';
import { personName } from '@/components/references/person-name';
import { literalBackend } from '@/mocks/literal/handlers';
import { server } from '@/mocks/node';
import { storeSession } from '@/test/session';
import { appointments } from './resources/appointments';
import { customers } from './resources/customers';
import { results, updateResultRange } from './resources/results';

/** The engine against a backend whose records are shaped its own way (issue 13). */
describe('a backend in the literal shapes', () => {
  let backend: ReturnType<typeof literalBackend>;
  beforeEach(() => {
    storeSession();
    backend = literalBackend();
    server.use(...backend.handlers);
  });
  afterEach(() => setBackend({}));

  it('shows single-name patients and results named `name` without any mapping', async () => {
    const patients = await customers.api.list({ page: 1, pageSize: 10 });
    expect(patients.items.map((p) => personName(p))).toEqual(['Amina Haddad', 'Youssef Benali']);
    const page = await results.api.list({ page: 1, pageSize: 10 });
    expect(page.items[0]).toMatchObject({ _id: '9001', testName: 'Glucose', range: '3.9-5.5' });
    // Unknown fields are kept for the "More from the server" columns.
    expect(page.items[0]).toMatchObject({ analyzer: 'Cobas c311' });
  });

  it('renames fields both ways on the wire: read, filter, create, update', async () => {
    setBackend({
      fields: { customers: { firstName: 'given_name', lastName: 'family_name' } },
    });
    const page = await customers.api.list({
      page: 1,
      pageSize: 10,
      filters: { lastName: 'Haddad' },
    });
    expect(page.items[0]).toMatchObject({ firstName: 'Amina', lastName: 'Haddad' });
    expect(backend.calls.at(-1)?.params).toMatchObject({ family_name: 'Haddad', limit: '10' });

    const one = await customers.api.one('lp-2');
    expect(one).toMatchObject({ firstName: 'Youssef', lastName: 'Benali' });

    const body = {
      firstName: 'Sara',
      lastName: 'Nour',
      dateOfBirth: '1990-01-01',
      sex: 'female' as const,
      phone: '0633333333',
    };
    const created = await customers.api.create(body);
    expect(backend.calls.at(-1)?.body).toMatchObject({ given_name: 'Sara', family_name: 'Nour' });
    expect(backend.calls.at(-1)?.body).not.toHaveProperty('firstName');
    expect(created).toMatchObject({ firstName: 'Sara', lastName: 'Nour' });

    const updated = await customers.api.update('lp-1', { ...body, lastName: 'Haddad-Nour' });
    expect(backend.calls.at(-1)?.body).toMatchObject({ family_name: 'Haddad-Nour' });
    expect(updated).toMatchObject({ lastName: 'Haddad-Nour' });
  });

  it('sorts and filters in the backend’s names, and renames a call of an area’s own', async () => {
    setBackend({
      fields: { appointments: { scheduledAt: 'start_time' }, results: { range: 'ref_range' } },
    });
    await appointments.api.list({
      page: 2,
      pageSize: 25,
      filters: { scheduledAtFrom: '2026-11-01' },
      sort: { column: 'scheduledAt', direction: 'desc' },
    });
    expect(backend.calls.at(-1)?.params).toEqual({
      start_timeFrom: '2026-11-01',
      limit: '25',
      skip: '25',
      sort: 'start_time*desc',
    });

    let sent: unknown;
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.patch('*/api/results/:id/range', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ _id: 9001, ref_range: '4-6', name: 'Glucose' });
      }),
    );
    const saved = await updateResultRange('9001', '4-6');
    expect(sent).toEqual({ ref_range: '4-6' });
    expect(saved).toMatchObject({ range: '4-6', testName: 'Glucose' });
  });

  it('sends no extension the deployment does not declare, and reads the page as unfiltered', async () => {
    setBackend({ apiUrl: 'http://api.literal.test' });
    const page = await results.api.list({
      page: 1,
      pageSize: 10,
      filters: { flag: 'out', sampledAtFrom: '2026-11-20', customerId: 'lp-1' },
    });
    expect(backend.calls.at(-1)?.params).toEqual({ customerId: 'lp-1', limit: '10', skip: '0' });
    expect(page.withheld).toEqual(['flag', 'sampledAtFrom']);
    // Every record, whatever the filter: this backend ignores what it does not know.
    expect(page.ignored).toEqual(['customerId']);
    await expect(results.api.all({ flag: 'out' })).rejects.toThrow(
      "Needs the server's result-flag filter (see README).",
    );
  });

  it('catches a declared filter the server ignored, and will not read everything for it', async () => {
    setBackend({ apiUrl: 'http://api.literal.test', extensions: ['resultFlag'] });
    const page = await results.api.list({ page: 1, pageSize: 10, filters: { flag: 'high' } });
    expect(backend.calls.at(-1)?.params).toMatchObject({ flag: 'high' });
    // Glucose 7.9 (3.9-5.5) is high; Hemoglobin 13.1 (12-16) is not: the flag was ignored.
    expect(page.ignored).toEqual(['flag']);
    await expect(results.api.all({ flag: 'high' })).rejects.toThrow(
      'The server ignored the filter on flag: what is shown is not filtered by it.',
    );
  });
});
