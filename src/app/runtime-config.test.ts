import {
  API_URL,
  applyRuntimeConfig,
  FETCH_ALL_CONCURRENCY,
  PREFETCH_NEXT_PAGE,
  SESSION_LENGTH_MS,
} from './config';
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
    const before = { SESSION_LENGTH_MS, PREFETCH_NEXT_PAGE, FETCH_ALL_CONCURRENCY };
    const answer = {
      sessionHours: 2,
      prefetchNextPage: false,
      fetchAllConcurrency: 3,
      fields: { customers: { firstName: 'given_name', lastName: 'family_name' } },
    };
    expect(await loadRuntimeConfig(json(JSON.stringify(answer)))).toEqual([]);
    // Live bindings: read through the module, as the app does when it uses them.
    const config = await import('./config');
    expect(config.SESSION_LENGTH_MS).toBe(2 * 3_600_000);
    expect(config.PREFETCH_NEXT_PAGE).toBe(false);
    expect(config.FETCH_ALL_CONCURRENCY).toBe(3);
    expect(fieldNames('customers').outName('lastName')).toBe('family_name');
    applyRuntimeConfig({
      sessionHours: before.SESSION_LENGTH_MS / 3_600_000,
      prefetchNextPage: before.PREFETCH_NEXT_PAGE,
      fetchAllConcurrency: before.FETCH_ALL_CONCURRENCY,
    });
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
    const config = await import('./config');
    expect(await loadRuntimeConfig(json('{"idleLockMinutes":2}'))).toEqual([]);
    expect(config.IDLE_LOCK_MS).toBe(2 * 60_000);
    expect(await loadRuntimeConfig(json('{"idleLockMinutes":0}'))).toEqual([]);
    expect(config.IDLE_LOCK_MS).toBe(0);
    applyRuntimeConfig({});
    expect(config.IDLE_LOCK_MS).toBe(10 * 60_000);
  });

  it('applies nothing from a configuration with a problem', async () => {
    const problems = await loadRuntimeConfig(
      json('{"apiUrl":"https://elsewhere.example","prefetchNextPage":"no"}'),
    );
    expect(problems).toEqual([
      { path: 'prefetchNextPage', problem: 'type', values: { expected: 'boolean' } },
    ]);
    expect((await import('./config')).API_URL).toBe(API_URL);
  });
});
