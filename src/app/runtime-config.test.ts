import { backend } from '@/api/backend';
import { applyRuntimeConfig } from './config';
import { settings } from '@/config/settings';
import { fieldNames } from '@/api/resource/field-names';
import { loadRuntimeConfig, readConfigAnswer } from './runtime-config';

const json = (body: string, type = 'application/json', status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': type } });

const problemsOf = async (body: string) => {
  const reading = await readConfigAnswer(json(body));
  return 'problems' in reading ? reading.problems : [];
};

describe('config.json', () => {
  afterEach(() => applyRuntimeConfig({}));

  it('leaves the build’s values when there is none, it is empty, or the server sent the app’s page', async () => {
    expect(await readConfigAnswer(new Response('', { status: 404 }))).toEqual({});
    expect(await readConfigAnswer(json('  \n'))).toEqual({});
    expect(await readConfigAnswer(json('<!doctype html>', 'text/html'))).toEqual({});
  });

  // The API address is the end-to-end spec's (e2e/real-backend.spec.ts): here it would point
  // every later test of this worker elsewhere.
  it('applies what it sets: the session length, prefetching and field names', async () => {
    const before = { settings: settings(), backend: backend() };
    const answer = {
      sessionHours: 2,
      prefetchNextPage: false,
      fetchAllConcurrency: 3,
      fields: { customers: { firstName: 'given_name', lastName: 'family_name' } },
    };
    expect(await loadRuntimeConfig(json(JSON.stringify(answer)))).toEqual([]);
    expect(settings()).toMatchObject({ sessionLengthMs: 2 * 3_600_000, prefetchNextPage: false });
    expect(backend().fetchAllConcurrency).toBe(3);
    expect(fieldNames('customers').outName('lastName')).toBe('family_name');
    // `{}` puts the build's values back.
    applyRuntimeConfig({});
    expect(settings()).toEqual(before.settings);
    expect(backend()).toEqual(before.backend);
    expect(fieldNames('customers').outName('lastName')).toBe('lastName');
  });

  it('names what is wrong: not JSON, a wrong type, an unknown setting, area or field', async () => {
    expect(await problemsOf('{ apiUrl: ')).toEqual([{ path: 'config.json', problem: 'notJson' }]);
    expect(await problemsOf('{"sessionHours":"8","apiUrl":"ftp://x"}')).toEqual([
      { path: 'apiUrl', problem: 'url' },
      { path: 'sessionHours', problem: 'type', values: { expected: 'number' } },
    ]);
    expect(await problemsOf('{"fetchAllConcurrency":0}')).toEqual([
      { path: 'fetchAllConcurrency', problem: 'concurrency' },
    ]);
    expect(await problemsOf('{"fetchAllConcurrency":2.5}')).toEqual([
      { path: 'fetchAllConcurrency', problem: 'concurrency' },
    ]);
    expect(await problemsOf('{"apiURL":"https://x"}')).toEqual([
      { path: 'apiURL', problem: 'unknownKey' },
    ]);
    const problems = await problemsOf(
      '{"fields":{"patients":{"firstName":"a"},"customers":{"frstName":"given_name"}}}',
    );
    expect(problems.map((p) => [p.path, p.problem])).toEqual([
      ['fields.patients', 'unknownArea'],
      ['fields.customers.frstName', 'unknownField'],
    ]);
    expect(problems[0]?.values?.known).toContain('customers');
    expect(problems[1]?.values?.known).toContain('firstName');
  });

  it('applies the idle lock, 0 turning it off', async () => {
    expect(await loadRuntimeConfig(json('{"idleLockMinutes":2}'))).toEqual([]);
    expect(settings().idleLockMs).toBe(2 * 60_000);
    expect(await loadRuntimeConfig(json('{"idleLockMinutes":0}'))).toEqual([]);
    expect(settings().idleLockMs).toBe(0);
    applyRuntimeConfig({});
    expect(settings().idleLockMs).toBe(10 * 60_000);
  });

  it('applies nothing from a configuration with a problem', async () => {
    const before = backend();
    const problems = await loadRuntimeConfig(
      json('{"apiUrl":"https://elsewhere.example","prefetchNextPage":"no"}'),
    );
    expect(problems).toEqual([
      { path: 'prefetchNextPage', problem: 'type', values: { expected: 'boolean' } },
    ]);
    expect(backend()).toBe(before);
  });
});
