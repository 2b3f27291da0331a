import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getName } from '@/api/names/name-store';
import { setBackend } from '@/api/backend';
import { db } from '@/mocks/db/tables';
import { literalHandlers } from '@/mocks/literal/backend';
import { server } from '@/mocks/node';
import { recordRequests, requestsTo } from '@/test/requests';
import { personName } from './person-name';
import { dataRows, namesShown, placeholders, renderResults } from './testing';

/**
 * Where the backend does better than one read per patient: records that carry the name, and a
 * batch lookup the deployment declares (config.json `lookups`; the demo backend offers one).
 */

const LOOKUP = 'api/customer?_id={ids}';
const nameReads = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname.startsWith('/api/customers/'));
const lookups = (requests: Request[]) =>
  requestsTo(requests, '/api/customer').filter((r) => new URL(r.url).searchParams.has('_id'));
const idsOf = (request: Request) => new URL(request.url).searchParams.get('_id')!.split(',').sort();
const patientIds = () =>
  dataRows().map((row) =>
    decodeURIComponent(within(row).getByRole('link').getAttribute('href')!.split('/').pop()!),
  );
const expectedNames = () => patientIds().map((id) => personName(db.customers.get(id)));

afterEach(() => setBackend({}));

describe('names the records carry', () => {
  /** Shows these results and answers which patients' names were read (none, it should be). */
  async function showCarried(rows: object[]) {
    server.use(
      http.get('*/api/results', () => HttpResponse.json({ data: rows, count: rows.length })),
    );
    const requests = recordRequests();
    renderResults();
    await waitFor(() => expect(dataRows()).toHaveLength(rows.length));
    expect(placeholders()).toHaveLength(0);
    return requests.filter((r) => /\/api\/customers?(\/|$|\?)/.test(r.url));
  }

  it('are shown without a read: customerName, a populated customer or customerId', async () => {
    const reads = await showCarried([
      { _id: 'r2', testName: 'Sodium', customerId: 'p2', customerName: 'Yusuf Karim' },
      {
        _id: 'r3',
        testName: 'Potassium',
        customerId: 'p3',
        customer: { _id: 'p3', firstName: 'Léa', lastName: 'Martin' },
      },
      // Sent populated, as a server that joins the patient in does.
      { _id: 'r4', testName: 'Urea', customerId: { _id: 'p4', name: 'Omar Benali' } },
    ]);
    expect(namesShown()).toEqual(['Yusuf Karim', 'Léa Martin', 'Omar Benali']);
    expect(patientIds()).toEqual(['p2', 'p3', 'p4']);
    expect(reads).toEqual([]);
  });

  it('are shown without a read from a field config.json names', async () => {
    setBackend({ fields: { results: { customerName: 'patient_name' } } });
    const reads = await showCarried([
      { _id: 'r1', testName: 'Glucose', customerId: 'p1', patient_name: 'Amina Haddad' },
    ]);
    expect(namesShown()).toEqual(['Amina Haddad']);
    expect(reads).toEqual([]);
  });
});

describe('a batch lookup the deployment declares', () => {
  it("reads a page's patients in one call, and the next page's ahead of the click", async () => {
    // The demo backend offers `_id=a,b,c` on its patients' list, declared by default.
    const requests = recordRequests();
    const user = userEvent.setup();
    renderResults();
    await waitFor(() => expect(namesShown()).toHaveLength(50));
    expect(namesShown()).toEqual(expectedNames());
    expect(nameReads(requests)).toEqual([]);
    // This page's, then the prefetched page's: each its own call.
    await waitFor(() => expect(lookups(requests)).toHaveLength(2));
    expect(idsOf(lookups(requests)[0]!)).toEqual([...new Set(patientIds())].sort());

    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The first rows the next page paints carry their names already.
    await waitFor(() => expect(screen.getByText(/rows 51–100/)).toBeInTheDocument());
    expect(placeholders()).toHaveLength(0);
    await waitFor(() => expect(dataRows()).toHaveLength(50));
    expect(placeholders()).toHaveLength(0);
    expect(idsOf(lookups(requests)[1]!)).toEqual([...new Set(patientIds())].sort());
    expect(namesShown()).toEqual(expectedNames());
  });

  /**
   * Once a lookup is caught, the pages after it are named one by one: page 2 is shown and page 3
   * is read ahead, with no lookup.
   */
  async function nextPagesWithoutLookup(requests: Request[]) {
    const before = lookups(requests).length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText(/rows 51–100/)).toBeInTheDocument());
    await waitFor(() => expect(namesShown()).toEqual(expectedNames()));
    const third = db.results
      .newestFirst()
      .slice(100, 150)
      .map((r) => String(r.customerId));
    await waitFor(() => expect(third.every((id) => getName('customers', id))).toBe(true));
    expect(lookups(requests)).toHaveLength(before);
  }

  it('is checked: a server that ignores the ids is caught, and names are read one by one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A server whose patients' list ignores `_id`: it answers its first patients, whoever is asked.
    server.use(
      http.get('*/api/customer', ({ request }) => {
        if (!new URL(request.url).searchParams.has('_id')) return undefined;
        const first = db.customers.newestFirst().slice(0, 20);
        return HttpResponse.json({ data: first, count: 2000 });
      }),
    );
    const requests = recordRequests();
    renderResults();
    await waitFor(() => expect(namesShown()).toHaveLength(50));
    // The right patients, none of the rows it answered instead.
    expect(namesShown()).toEqual(expectedNames());
    expect(nameReads(requests).length).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('lookups.customers'));
    await nextPagesWithoutLookup(requests);
  });

  it('is checked on the contract-only backend: a list of ids finds nothing there', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(...literalHandlers);
    setBackend({ lookups: { customers: LOOKUP } });
    const requests = recordRequests();
    renderResults();
    await waitFor(() => expect(namesShown()).toHaveLength(50));
    expect(namesShown()).toEqual(expectedNames());
    const read = new Set(nameReads(requests).map((r) => r.url.split('/').pop()));
    for (const id of patientIds()) expect(read).toContain(id);
    await nextPagesWithoutLookup(requests);
  });
});
