import { doctorFields } from '@/api/resources/doctors';
import { checkConfig, declaredAreas, policyAllows } from './config-check';

describe('the areas config.json may rename fields of', () => {
  it('are every declared resource, with its own fields and timestamps', async () => {
    const areas = await declaredAreas();
    expect(areas.size).toBeGreaterThan(15);
    expect(areas.get('doctors')).toEqual([...Object.keys(doctorFields), 'createdAt', 'updatedAt']);
    expect(areas.get('customers')).toContain('firstName');
    // The resources' own modules, not what their source text looks like: an area's plain facts
    // (`area`) are no resource and name no area of their own.
    expect([...areas.keys()]).not.toContain('area');
  });
});

describe('an API the Content-Security-Policy would block', () => {
  const policy =
    "default-src 'self'; connect-src 'self' https://api.clinic.example https://*.lab.example";
  it('is allowed when the policy lists its origin, its host pattern or its scheme', () => {
    expect(policyAllows('https://api.clinic.example/v1', policy, 'https://app.example')).toBe(true);
    expect(policyAllows('https://eu.lab.example', policy, 'https://app.example')).toBe(true);
    expect(policyAllows('https://app.example/api', policy, 'https://app.example')).toBe(true);
    expect(policyAllows('https://other.example', 'connect-src https:', 'https://app.example')).toBe(
      true,
    );
    expect(policyAllows('https://other.example', null, 'https://app.example')).toBe(true);
  });

  it('is refused elsewhere, and checkConfig names the origin to allow', async () => {
    expect(policyAllows('https://other.example', policy, 'https://app.example')).toBe(false);
    expect(policyAllows('http://api.clinic.example', policy, 'https://app.example')).toBe(false);
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "default-src 'self'; connect-src 'self'";
    document.head.append(meta);
    try {
      expect(
        await checkConfig({ apiUrl: 'https://api.other.example' }, async () => new Map()),
      ).toEqual({
        problems: [
          {
            path: 'apiUrl',
            problem: 'blockedByPolicy',
            values: { origin: 'https://api.other.example' },
          },
        ],
      });
    } finally {
      meta.remove();
    }
  });
});

describe('what config.json declares of its backend beyond the contract', () => {
  const areas = async () =>
    new Map([
      ['customers', ['firstName', 'lastName', 'phone']],
      ['payments', ['status', 'method']],
    ]);

  it('takes known extensions, a search parameter per area and words per field', async () => {
    const value = {
      extensions: ['dateRange', 'resultFlag'],
      search: { customers: 'q' },
      values: { payments: { status: { open: 'pending' } } },
    };
    expect(await checkConfig(value, areas)).toEqual({ config: value });
  });

  it('names an unknown extension, area or field, and empty words', async () => {
    expect(
      await checkConfig(
        {
          extensions: ['dateRange', 'flags'],
          search: { patients: 'q', customers: ' ' },
          values: { payments: { state: { open: 'pending' }, status: { open: '' } } },
        },
        areas,
      ),
    ).toEqual({
      problems: [
        { path: 'search.customers', problem: 'empty' },
        { path: 'values.payments.status.open', problem: 'empty' },
        {
          path: 'extensions.1',
          problem: 'unknownExtension',
          values: { name: 'flags', known: 'dateRange, resultFlag, mail, savedViews' },
        },
      ],
    });
    expect(
      await checkConfig(
        { search: { patients: 'q' }, values: { payments: { state: { open: 'pending' } } } },
        areas,
      ),
    ).toEqual({
      problems: [
        {
          path: 'search.patients',
          problem: 'unknownArea',
          values: { known: 'customers, payments' },
        },
        {
          path: 'values.payments.state',
          problem: 'unknownField',
          values: { area: 'payments', known: 'status, method' },
        },
      ],
    });
  });
});

describe('a batch lookup config.json declares (`lookups`)', () => {
  const areas = async () =>
    new Map([
      ['customers', ['firstName', 'lastName']],
      ['results', ['customerId', 'testName']],
    ]);

  it('takes a path of the API holding {ids}, for patients', async () => {
    const value = { lookups: { customers: 'api/customer?_id={ids}' } };
    expect(await checkConfig(value, areas)).toEqual({ config: value });
  });

  it('names an area not read one at a time, and a path without {ids} or of its own', async () => {
    expect(
      await checkConfig(
        { lookups: { results: 'api/results?_id={ids}', customers: 'api/customer' } },
        areas,
      ),
    ).toEqual({
      problems: [
        { path: 'lookups.results', problem: 'notLookedUp', values: { known: 'customers' } },
        { path: 'lookups.customers', problem: 'lookupPath' },
      ],
    });
    for (const path of ['https://other.example/api?ids={ids}', '//other.example/{ids}', 3, ''])
      expect(await checkConfig({ lookups: { customers: path } }, areas)).toEqual({
        problems: [{ path: 'lookups.customers', problem: 'lookupPath' }],
      });
    expect(await checkConfig({ lookups: ['customers'] }, areas)).toEqual({
      problems: [{ path: 'lookups', problem: 'type', values: { expected: 'object' } }],
    });
  });

  it('lets `fields` name where a record carries the name of what it refers to', async () => {
    const value = { fields: { results: { customerName: 'patient_name', customer: 'patient' } } };
    expect(await checkConfig(value, areas)).toEqual({ config: value });
    expect(await checkConfig({ fields: { results: { testNameName: 'x' } } }, areas)).toEqual({
      problems: [
        {
          path: 'fields.results.testNameName',
          problem: 'unknownField',
          values: { area: 'results', known: 'customerId, testName, customer, customerName' },
        },
      ],
    });
  });
});

describe('what config.json may set of the session (a shared front-desk computer)', () => {
  const none = async () => new Map<string, string[]>();

  it('takes an API on https anywhere, and on plain http only on this machine', async () => {
    for (const apiUrl of [
      'https://api.clinic.example',
      'http://localhost:8080',
      'http://127.0.0.1:4416/api',
      'http://[::1]:3000',
    ])
      expect(await checkConfig({ apiUrl }, none), apiUrl).toEqual({ config: { apiUrl } });
  });

  it('refuses a plain http API on another host, where the token would cross the network', async () => {
    for (const apiUrl of [
      'http://api.clinic.example',
      'http://192.168.1.20:8080',
      'http://localhost.evil.example',
    ])
      expect(await checkConfig({ apiUrl }, none), apiUrl).toEqual({
        problems: [{ path: 'apiUrl', problem: 'insecureUrl' }],
      });
    // Not an address at all is said as such, once.
    expect(await checkConfig({ apiUrl: 'ftp://x' }, none)).toEqual({
      problems: [{ path: 'apiUrl', problem: 'url' }],
    });
  });

  it('caps sessionHours at 12 and takes idleLockMinutes from 0 (off) to 60, whole', async () => {
    expect(await checkConfig({ sessionHours: 12, idleLockMinutes: 0 }, none)).toEqual({
      config: { sessionHours: 12, idleLockMinutes: 0 },
    });
    expect(await checkConfig({ sessionHours: 0.5, idleLockMinutes: 60 }, none)).toEqual({
      config: { sessionHours: 0.5, idleLockMinutes: 60 },
    });
    for (const sessionHours of [0, -1, 12.5, 720])
      expect(await checkConfig({ sessionHours }, none), String(sessionHours)).toEqual({
        problems: [{ path: 'sessionHours', problem: 'sessionHours', values: { max: '12' } }],
      });
    for (const idleLockMinutes of [-1, 2.5, 61])
      expect(await checkConfig({ idleLockMinutes }, none), String(idleLockMinutes)).toEqual({
        problems: [{ path: 'idleLockMinutes', problem: 'idleLock', values: { max: '60' } }],
      });
  });
});

describe('a backend’s own precision per currency (`minorUnits`)', () => {
  const areas = async () => new Map<string, string[]>();
  it('takes currency codes with a whole number of decimals from 0 to 4', async () => {
    expect(await checkConfig({ minorUnits: { LBP: 0, IQD: 3 } }, areas)).toEqual({
      config: { minorUnits: { LBP: 0, IQD: 3 } },
    });
  });

  it('names each code or precision it refuses', async () => {
    expect(await checkConfig({ minorUnits: { lbp: 0, USD: 2.5, KWD: 5 } }, areas)).toEqual({
      problems: [
        { path: 'minorUnits.lbp', problem: 'currencyCode' },
        { path: 'minorUnits.USD', problem: 'minorUnits' },
        { path: 'minorUnits.KWD', problem: 'minorUnits' },
      ],
    });
    expect(await checkConfig({ minorUnits: 2 }, areas)).toEqual({
      problems: [{ path: 'minorUnits', problem: 'type', values: { expected: 'object' } }],
    });
  });
});
