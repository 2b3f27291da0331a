import { setBackend } from '@/api/backend';
import { db } from '@/mocks/db/tables';
import { literalHandlers, setLiteralProfile } from '@/mocks/literal/backend';
import type { LiteralProfileName } from '@/mocks/literal/profiles';
import { server } from '@/mocks/node';
import { storeSession } from '@/test/session';
import { recordRequests, requestsTo } from '@/test/requests';
import { patientMatches, searchPatients } from './search';

/**
 * Patient search on a server that keeps only SPEC §7 (docs/contract.md, "patient search"): the
 * app asks for the fields its form writes and keeps only the patients that really match,
 * whichever way the server matches a filter.
 */
const patient = () => db.customers.get('cus-00042')!;
const ids = (found: { _id: string }[]) => found.map((p) => p._id);
const sentFilters = (requests: Request[]) =>
  requestsTo(requests, '/api/customer').map((r) => {
    const params = Object.fromEntries(new URL(r.url).searchParams);
    delete params.limit;
    delete params.skip;
    return params;
  });

function onContractBackend(profile: LiteralProfileName) {
  setBackend({ apiUrl: location.origin });
  setLiteralProfile(profile);
  server.use(...literalHandlers);
}

beforeEach(() => void storeSession());
afterEach(() => {
  setBackend({});
  setLiteralProfile('lenient');
});

describe('a name', () => {
  it('goes word by word to lastName and firstName, never to a `name` no record has', async () => {
    onContractBackend('strict');
    const requests = recordRequests();
    const { firstName, lastName } = patient();
    const found = await searchPatients(`${firstName} ${lastName}`, 20);
    expect(ids(found)).toContain('cus-00042');
    const words = [firstName, lastName].sort((a, b) => b.length - a.length);
    expect(sentFilters(requests)).toEqual(
      words.flatMap((word) => [{ lastName: word }, { firstName: word }]),
    );
  });

  it('finds a part of a name where the server matches by substring', async () => {
    onContractBackend('lenient');
    const { lastName } = patient();
    const found = await searchPatients(lastName.slice(0, 4), 20);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => patientMatches(p, lastName.slice(0, 4)))).toBe(true);
  });

  it('keeps only real matches where the server ignores the filters', async () => {
    onContractBackend('careless');
    const { firstName, lastName } = patient();
    const found = await searchPatients(`${firstName} ${lastName}`, 20);
    // The server answered its first patients whatever was asked: none of them is shown unless
    // it really bears both words.
    for (const p of found) expect(patientMatches(p, `${firstName} ${lastName}`)).toBe(true);
  });

  it('goes under the backend’s own field names (config.json `fields`)', async () => {
    onContractBackend('lenient');
    setBackend({
      apiUrl: location.origin,
      fields: { customers: { lastName: 'family_name', firstName: 'given_name' } },
    });
    const requests = recordRequests();
    await searchPatients('Haddad', 8);
    expect(sentFilters(requests)).toEqual([{ family_name: 'Haddad' }, { given_name: 'Haddad' }]);
  });
});

describe('a phone number', () => {
  it('goes to `phone` as typed, and a whole number finds its patient on an exact server', async () => {
    onContractBackend('strict');
    const requests = recordRequests();
    const found = await searchPatients(patient().phone, 8);
    expect(ids(found)).toContain('cus-00042');
    expect(sentFilters(requests)).toEqual([{ phone: patient().phone }]);
  });
});

describe('a search parameter the deployment declares', () => {
  it('is asked once with the text, and its answer is the server’s', async () => {
    setBackend({ search: { customers: 'q' } });
    const requests = recordRequests();
    const { firstName, lastName } = patient();
    const found = await searchPatients(`${firstName} ${lastName}`, 20);
    expect(sentFilters(requests)).toEqual([{ q: `${firstName} ${lastName}` }]);
    expect(ids(found)).toContain('cus-00042');
  });
});
