import * as z from 'zod/mini';
import { isHttpUrl, isSafeApiUrl } from '@/config/api-url';
import { AREAS } from '@/api/area';
import { LOOKUP_AREAS } from '@/api/backend';
import { EXTENSION_NAMES } from '@/api/extensions';
import type { FieldMaps, ValueMaps } from '@/api/backend';
import type { RuntimeConfig } from './config';
import { MAX_IDLE_LOCK_MINUTES, MAX_SESSION_HOURS } from '@/config/limits';
import type { ConfigProblem } from '@/config/problems';

export { isSafeApiUrl } from '@/config/api-url';

/**
 * The shape of `config.json`. Loaded only when a deployment has one, so the sign-in page of a
 * deployment without it carries no zod. Written with the validators the app's schemas already
 * use (the list screens share their chunk); `fields` is checked by hand below.
 */
const configSchema = z.object({
  apiUrl: z.optional(
    z
      .string()
      .check(
        z.refine(isHttpUrl, { message: 'url', abort: true }),
        z.refine(isSafeApiUrl, 'insecureUrl'),
      ),
  ),
  sessionHours: z.optional(
    z.number().check(z.refine((n) => n > 0 && n <= MAX_SESSION_HOURS, 'sessionHours')),
  ),
  idleLockMinutes: z.optional(
    z
      .number()
      .check(
        z.refine((n) => Number.isInteger(n) && n >= 0 && n <= MAX_IDLE_LOCK_MINUTES, 'idleLock'),
      ),
  ),
  prefetchNextPage: z.optional(z.boolean()),
  labFourEyes: z.optional(z.boolean()),
  fetchAllConcurrency: z.optional(
    z.number().check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 16, 'concurrency')),
  ),
  fields: z.optional(z.unknown()),
  extensions: z.optional(z.array(z.string())),
  search: z.optional(z.unknown()),
  values: z.optional(z.unknown()),
  lookups: z.optional(z.unknown()),
  minorUnits: z.optional(z.unknown()),
});

export type { ConfigProblem };

/** Each area's name and the fields a mapping may rename: what the record has besides its id. */
export type AreaFields = ReadonlyMap<string, readonly string[]>;

const TIMESTAMPS = ['createdAt', 'updatedAt'];
/**
 * Names an area is read or searched by that are not fields of its body (a person's single
 * `name`, read when there is no first and last name), as its declaration states them.
 */
const READ_NAMES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  AREAS.map((area) => [area.name, area.readNames ?? []]),
);
const objectExpected = { problem: 'type', values: { expected: 'object' } };

/**
 * What a record may carry of another area's record it refers to by `<x>Id`: the record itself
 * (`<x>`, a populated object) or its name (`<x>Name`), so `fields` may name either
 * (`"results": { "customerName": "patient_name" }`, api/names/embedded.ts).
 */
const embeddedNames = (fields: readonly string[]) =>
  fields.filter((f) => /.Id$/.test(f)).flatMap((f) => [f.slice(0, -2), `${f.slice(0, -2)}Name`]);

/** An area's name and field names, when `value` is a resource (`defineResource`'s result). */
function areaOf(value: unknown): [string, string[]][] {
  if (!value || typeof value !== 'object' || !('declaration' in value)) return [];
  const { name, fields } = (value as { declaration: { name: string; fields: object } }).declaration;
  return [[name, [...Object.keys(fields), ...TIMESTAMPS]]];
}

/**
 * Every area declared in `src/api/resources`, read from the declarations themselves: one added
 * there is known here as it is. Loaded only when `config.json` names areas (`fields`, `search`,
 * `values`); the modules are the list screens' own, in their chunks (vite.config.ts), not copies.
 */
export async function declaredAreas(): Promise<AreaFields> {
  // Each declaration's resource only (its default export): a whole module read here would keep
  // every export of every declaration, its plain `area` facts too, in the list screens' code.
  const resources = import.meta.glob<unknown>(
    ['../api/resources/*.ts', '!../api/resources/*.test.ts'],
    { import: 'default' },
  );
  const loaded = await Promise.all(Object.values(resources).map((load) => load()));
  return new Map(loaded.flatMap(areaOf));
}

/** The areas the declaration modules `modules` declare, with their fields. */
export const areaFieldsOf = (modules: readonly Record<string, unknown>[]): AreaFields =>
  new Map(modules.flatMap((module) => Object.values(module).flatMap(areaOf)));

/** The problems a refinement names (`errors:config.problems.*`), and the limits they say. */
const PROBLEMS = ['url', 'insecureUrl', 'sessionHours', 'idleLock', 'concurrency'];
const LIMITS: Record<string, Record<string, string>> = {
  sessionHours: { max: String(MAX_SESSION_HOURS) },
  idleLock: { max: String(MAX_IDLE_LOCK_MINUTES) },
};

function issueProblem(issue: z.core.$ZodIssue): ConfigProblem {
  const path = issue.path.join('.');
  if (issue.code === 'invalid_type')
    return { path, problem: 'type', values: { expected: issue.expected } };
  return {
    path,
    problem: PROBLEMS.includes(issue.message) ? issue.message : 'invalid',
    ...(LIMITS[issue.message] && { values: LIMITS[issue.message] }),
  };
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** `fields`: areas, each an object of the app's field names → non-empty backend names. */
function shapeProblems(fields: unknown): ConfigProblem[] {
  if (!isPlain(fields)) return [{ path: 'fields', ...objectExpected }];
  return Object.entries(fields).flatMap(([area, renames]): ConfigProblem[] => {
    if (!isPlain(renames)) return [{ path: `fields.${area}`, ...objectExpected }];
    return Object.entries(renames).flatMap(([field, name]) =>
      typeof name === 'string' && name.trim()
        ? []
        : [{ path: `fields.${area}.${field}`, problem: 'empty' }],
    );
  });
}

/**
 * `minorUnits`: currency codes (three capital letters), each the digits after the decimal point
 * the backend keeps for it, a whole number from 0 to 4 (ISO 4217's own range).
 */
function minorUnitProblems(units: unknown): ConfigProblem[] {
  if (!isPlain(units)) return [{ path: 'minorUnits', ...objectExpected }];
  return Object.entries(units).flatMap(([code, digits]): ConfigProblem[] => {
    const path = `minorUnits.${code}`;
    if (!/^[A-Z]{3}$/.test(code)) return [{ path, problem: 'currencyCode' }];
    const whole = typeof digits === 'number' && Number.isInteger(digits);
    return whole && digits >= 0 && digits <= 4 ? [] : [{ path, problem: 'minorUnits' }];
  });
}

/** `search`: areas, each the name of the query parameter its free-text search sends. */
function searchProblems(search: unknown): ConfigProblem[] {
  if (!isPlain(search)) return [{ path: 'search', ...objectExpected }];
  return Object.entries(search).flatMap(([area, param]): ConfigProblem[] =>
    typeof param === 'string' && param.trim() ? [] : [{ path: `search.${area}`, problem: 'empty' }],
  );
}

/** `values`: areas, fields, each an object of the backend's words → the app's. */
function valueShapeProblems(values: unknown): ConfigProblem[] {
  if (!isPlain(values)) return [{ path: 'values', ...objectExpected }];
  return Object.entries(values).flatMap(([area, fields]): ConfigProblem[] => {
    if (!isPlain(fields)) return [{ path: `values.${area}`, ...objectExpected }];
    return Object.entries(fields).flatMap(([field, words]): ConfigProblem[] => {
      if (!isPlain(words)) return [{ path: `values.${area}.${field}`, ...objectExpected }];
      return Object.entries(words).flatMap(([word, app]) =>
        typeof app === 'string' && app.trim() && word.trim()
          ? []
          : [{ path: `values.${area}.${field}.${word}`, problem: 'empty' }],
      );
    });
  });
}

/**
 * `lookups`: per area read one record at a time, a path of the API (not an address of its own)
 * holding `{ids}` once.
 */
function lookupProblems(lookups: unknown): ConfigProblem[] {
  if (!isPlain(lookups)) return [{ path: 'lookups', ...objectExpected }];
  const known = LOOKUP_AREAS.join(', ');
  return Object.entries(lookups).flatMap(([area, path]): ConfigProblem[] => {
    if (!(LOOKUP_AREAS as readonly string[]).includes(area))
      return [{ path: `lookups.${area}`, problem: 'notLookedUp', values: { known } }];
    const ok =
      typeof path === 'string' &&
      path.split('{ids}').length === 2 &&
      !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path.trim());
    return ok ? [] : [{ path: `lookups.${area}`, problem: 'lookupPath' }];
  });
}

/** Extensions the app does not know: a typo would silently leave a screen without it. */
function extensionProblems(names: readonly string[] | undefined): ConfigProblem[] {
  return (names ?? []).flatMap((name, i) =>
    (EXTENSION_NAMES as readonly string[]).includes(name)
      ? []
      : [
          {
            path: `extensions.${i}`,
            problem: 'unknownExtension',
            values: { name, known: EXTENSION_NAMES.join(', ') },
          },
        ],
  );
}

/** Renames of areas or fields the app does not have: a typo would silently map nothing. */
function fieldProblems(fields: FieldMaps, areas: AreaFields): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const [area, renames] of Object.entries(fields)) {
    const own = areas.get(area);
    const known = own && [...own, ...(READ_NAMES[area] ?? []), ...embeddedNames(own)];
    if (!known) {
      problems.push(unknownArea(`fields.${area}`, areas));
      continue;
    }
    for (const field of Object.keys(renames))
      if (!known.includes(field))
        problems.push({
          path: `fields.${area}.${field}`,
          problem: 'unknownField',
          values: { area, known: known.join(', ') },
        });
  }
  return problems;
}

/**
 * Whether the page's Content-Security-Policy (the build's meta tag) lets the app call `url`: an
 * API on an origin the policy does not list would fail on every call, so it is said at start.
 */
export function policyAllows(
  url: string,
  policy: string | null | undefined,
  self = location.origin,
) {
  if (!policy) return true;
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources] as const),
  );
  const sources = directives.get('connect-src') ?? directives.get('default-src');
  if (!sources) return true;
  const target = new URL(url);
  return sources.some((source) => {
    if (source === '*') return true;
    if (source === "'self'") return target.origin === self;
    if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return target.protocol === source.toLowerCase();
    const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?/i.exec(source);
    if (!match) return false;
    const [, scheme, wildcard, host = '', port] = match;
    if (scheme && `${scheme.toLowerCase()}:` !== target.protocol) return false;
    const hostOk = wildcard
      ? target.hostname.endsWith(`.${host.toLowerCase()}`)
      : target.hostname === host.toLowerCase();
    const portOk = port === '*' || (port ?? '') === target.port;
    return hostOk && portOk;
  });
}

const pagePolicy = () =>
  typeof document === 'undefined'
    ? null
    : document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');

/** The configuration, or everything wrong with it (all at once: one fix-and-deploy round). */
export async function checkConfig(
  value: unknown,
  areas: () => Promise<AreaFields> = declaredAreas,
): Promise<{ config: RuntimeConfig } | { problems: ConfigProblem[] }> {
  if (!isPlain(value)) return { problems: [{ path: 'config.json', ...objectExpected }] };
  const unknown = Object.keys(value).filter((key) => !(key in configSchema.shape));
  const parsed = configSchema.safeParse(value);
  const problems: ConfigProblem[] = [
    ...unknown.map((path) => ({ path, problem: 'unknownKey' })),
    ...(parsed.success ? [] : parsed.error.issues.map(issueProblem)),
    ...(value.fields === undefined ? [] : shapeProblems(value.fields)),
    ...(value.search === undefined ? [] : searchProblems(value.search)),
    ...(value.values === undefined ? [] : valueShapeProblems(value.values)),
    ...(value.lookups === undefined ? [] : lookupProblems(value.lookups)),
    ...(value.minorUnits === undefined ? [] : minorUnitProblems(value.minorUnits)),
    ...extensionProblems(parsed.success ? parsed.data.extensions : undefined),
  ];
  const { apiUrl } = parsed.success ? parsed.data : {};
  if (apiUrl && !policyAllows(apiUrl, pagePolicy()))
    problems.push({
      path: 'apiUrl',
      problem: 'blockedByPolicy',
      values: { origin: new URL(apiUrl).origin },
    });
  if (problems.length || !parsed.success) return { problems };
  const fields = parsed.data.fields as FieldMaps | undefined;
  const search = parsed.data.search as Record<string, string> | undefined;
  const values = parsed.data.values as ValueMaps | undefined;
  const lookups = parsed.data.lookups as Record<string, string> | undefined;
  const minorUnits = parsed.data.minorUnits as Record<string, number> | undefined;
  const known = fields || search || values ? await areas() : new Map<string, string[]>();
  const named = [
    ...(fields ? fieldProblems(fields, known) : []),
    ...(search ? areaProblems('search', Object.keys(search), known) : []),
    ...(values ? valueFieldProblems(values, known) : []),
  ];
  return named.length
    ? { problems: named }
    : { config: { ...parsed.data, fields, search, values, lookups, minorUnits } };
}

function unknownArea(path: string, areas: AreaFields): ConfigProblem {
  return { path, problem: 'unknownArea', values: { known: [...areas.keys()].sort().join(', ') } };
}

const areaProblems = (key: string, names: readonly string[], areas: AreaFields) =>
  names.filter((area) => !areas.has(area)).map((area) => unknownArea(`${key}.${area}`, areas));

/** Words mapped for areas or fields the app does not have. */
function valueFieldProblems(values: ValueMaps, areas: AreaFields): ConfigProblem[] {
  return Object.entries(values).flatMap(([area, fields]): ConfigProblem[] => {
    const known = areas.get(area);
    if (!known) return [unknownArea(`values.${area}`, areas)];
    return Object.keys(fields)
      .filter((field) => !known.includes(field))
      .map((field) => ({
        path: `values.${area}.${field}`,
        problem: 'unknownField',
        values: { area, known: known.join(', ') },
      }));
  });
}
