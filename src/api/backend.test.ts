import { hasExtension } from './extensions';
import { backend, DEMO_BUILD, profileOf, setBackend } from './backend';

/** The unit tests run a demo build: the in-browser demo backend, every extension offered. */
describe('the backend profile', () => {
  afterEach(() => setBackend({}));

  it('is the build’s until a deployment declares another', () => {
    expect(DEMO_BUILD).toBe(true);
    expect(backend()).toMatchObject({ apiUrl: '', demo: true, extensions: 'all' });
    expect(backend().lookups.customers).toBe('api/customer?_id={ids}');
    expect(hasExtension('resultFlag')).toBe(true);
  });

  it('another backend is no demo and offers only what it declares', () => {
    setBackend({ apiUrl: 'https://api.clinic.example/v1/' });
    expect(backend()).toMatchObject({ apiUrl: 'https://api.clinic.example/v1', demo: false });
    expect(hasExtension('dateRange')).toBe(false);
    // The demo's batch read is the demo's: another backend names patients one by one.
    expect(backend().lookups).toEqual({});

    setBackend({ apiUrl: 'https://api.clinic.example', extensions: ['dateRange'] });
    expect([hasExtension('dateRange'), hasExtension('mail')]).toEqual([true, false]);
  });

  it('keeps what it declares of names, words, search and lookups, and nothing from before', () => {
    const declared = {
      apiUrl: 'https://api.clinic.example',
      fields: { customers: { lastName: 'family_name' } },
      values: { payments: { status: { open: 'pending' } } },
      search: { customers: 'q' },
      lookups: { customers: 'api/customers?ids={ids}' },
      fetchAllConcurrency: 2,
    };
    expect(setBackend(declared)).toMatchObject({
      fields: declared.fields,
      values: declared.values,
      search: declared.search,
      lookups: declared.lookups,
      fetchAllConcurrency: 2,
    });
    setBackend({ apiUrl: 'https://api.clinic.example' });
    expect(backend()).toMatchObject({ fields: {}, values: {}, search: {}, fetchAllConcurrency: 8 });
  });

  it('is one frozen object: a reader cannot change it for the others', () => {
    const profile = profileOf({ search: { customers: 'q' } });
    expect(Object.isFrozen(profile)).toBe(true);
    expect(() => Object.assign(profile, { apiUrl: 'https://elsewhere.example' })).toThrow();
    expect(backend()).not.toBe(profile);
  });
});
