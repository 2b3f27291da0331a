import { http, HttpResponse } from 'msw';
import {
  readArea,
  readSavedViews,
  snapshot,
  verdict,
  withoutId,
  type Api,
} from '../../../e2e/support/guard';
import { db } from '../db/tables';
import { server } from '../node';
import { call } from '../testing';
import { issueToken } from '../token';
import { literalHandlers, setLiteralProfile } from './backend';

/**
 * The staging run's guard (e2e/support/guard.ts), the proof that a run left every record of
 * someone else's server as it found it, against the contract-only backend: it must see harm
 * wherever it is done, read a server that caps its pages whole, and stop on an answer it cannot
 * read rather than take it for an empty area.
 */
const api = (): Api => ({ base: location.origin, token: issueToken('u-0001') });

beforeEach(() => server.use(...literalHandlers));
afterEach(() => setLiteralProfile('lenient'));

describe('the guard reads every record', () => {
  it('reads a server that caps its pages at 100 whole, page after page', async () => {
    setLiteralProfile('capped');
    const page = await (await call('/api/customer?limit=500&skip=0')).json();
    expect((page as { data: unknown[] }).data).toHaveLength(100);
    const read = await readArea(api(), 'customers');
    expect(Object.keys(read).sort()).toEqual(
      db.customers
        .all()
        .map((c) => c._id)
        .sort(),
    );
  });

  it('reads a server that answers a bare array, ignoring paging, once', async () => {
    const doctors = db.doctors.all().map((d) => ({ ...d }));
    server.use(http.get('*/api/doctors', () => HttpResponse.json(doctors)));
    expect(Object.keys(await readArea(api(), 'doctors'))).toHaveLength(doctors.length);
  });

  it('refuses loudly an answer in a shape it does not know, not an empty area', async () => {
    server.use(http.get('*/api/doctors', () => HttpResponse.json({ items: [], total: 0 })));
    await expect(snapshot(api())).rejects.toThrow(/GET api\/doctors answered a list in a shape/);
  });

  it('refuses a total its pages never reach', async () => {
    server.use(http.get('*/api/type', () => HttpResponse.json({ data: [], count: 3 })));
    await expect(readArea(api(), 'types')).rejects.toThrow(/counts 3 records.*stop at 0/);
  });

  it('keeps records without an id apart, each by its content, none overwriting another', async () => {
    const rows = [
      { name: 'Ward A', status: 'online' },
      { name: 'Ward B', status: 'online' },
    ];
    server.use(http.get('*/api/printer', () => HttpResponse.json(rows)));
    const before = { printers: await readArea(api(), 'printers') };
    expect(withoutId(before)).toBe(2);
    rows[1] = { name: 'Ward B', status: 'offline' };
    const after = { printers: await readArea(api(), 'printers') };
    expect(verdict(before, after).problems).toEqual([
      'printers a record without an id, {"name":"Ward B","status":"online"}, is gone',
    ]);
  });
});

/** What the guard reads of a few areas: the harm below is done there. */
const read = async (areas: string[]) =>
  Object.fromEntries(
    await Promise.all(areas.map(async (area) => [area, await readArea(api(), area)] as const)),
  );
const HARMED = ['doctors', 'types', 'drawers', 'insurance'];

describe('the guard finds harm done', () => {
  it('names a record changed, one gone, a drawer’s staff, a record’s files, and what the run left', async () => {
    const before = await read(HARMED);
    const doctor = db.doctors.newestFirst()[0]!;
    const type = db.types.newestFirst()[0]!;
    const drawer = db.drawers.newestFirst()[0]!;
    const staff = db.users.all().find((u) => !(drawer.users ?? []).includes(u._id))!;
    const owner = db.insurance.newestFirst()[0]!;
    db.doctors.update(doctor._id, (old) => ({ ...old, phone: '0799999999' }));
    await call(`/api/type/${type._id}`, { method: 'DELETE' });
    await call(`/api/drawers/${drawer._id}/users/add`, {
      method: 'POST',
      body: { userId: staff._id },
    });
    db.insurance.update(owner._id, (old) => ({
      ...old,
      documents: [
        ...(old.documents ?? []),
        {
          name: 'card.pdf',
          originalName: 'card.pdf',
          mimeType: 'application/pdf',
          size: 1,
          uploadedAt: '2026-12-07T10:00:00.000Z',
        },
      ],
    }));
    await call('/api/doctors', {
      method: 'POST',
      body: { firstName: 'Lucy', lastName: 'Pwqrstuaaabaa', specialty: 'GP', phone: '0712345678' },
    });
    const { problems, left, compared } = verdict(before, await read(HARMED), 'Pwqrstu');
    expect(compared).toBe(Object.values(before).reduce((n, r) => n + Object.keys(r).length, 0));
    expect(problems.sort()).toEqual([
      expect.stringMatching(new RegExp(`^doctors ${doctor._id} changed: .*0799999999`)),
      expect.stringMatching(
        new RegExp(`^drawers ${drawer._id}: its staff changed: .*${staff._id}`),
      ),
      expect.stringMatching(new RegExp(`^insurance ${owner._id}: its uploaded files changed`)),
      `types ${type._id} is gone`,
    ]);
    expect(left).toEqual([expect.stringMatching(/^doctors \S+ was made by this run/)]);
  });

  it('compares the account’s saved views where the server keeps them', async () => {
    server.resetHandlers(); // The demo's backend: the contract-only one has no saved views.
    const before = { savedViews: await readSavedViews(api()) };
    expect(before.savedViews).toMatchObject({ results: [], 'patient-results': [] });
    await call('/api/saved-views/results', {
      method: 'PUT',
      body: { views: [{ id: 'v1', name: 'Mine', filters: {}, pageSize: 25, columns: {} }] },
    });
    expect(verdict(before, { savedViews: await readSavedViews(api()) }).problems).toEqual([
      "savedViews results: the account's saved views of this table changed",
    ]);
  });

  it('reads every area and the saved views in one snapshot where the server keeps them', async () => {
    server.resetHandlers();
    const taken = await snapshot({ ...api(), extensions: ['savedViews'] });
    expect(Object.keys(taken)).toEqual(
      expect.arrayContaining(['customers', 'printers', 'savedViews']),
    );
    expect(Object.keys(taken.customers!)).toHaveLength(db.customers.all().length);
  });
});
