import * as z from 'zod/mini';
import type { FieldMaps, RuntimeConfig } from './config';

/**
 * The shape of `config.json`. Loaded only when a deployment has one, so the sign-in page of a
 * deployment without it carries no zod.
 */
const configSchema = z.strictObject({
  apiUrl: z.optional(z.url({ protocol: /^https?$/ })),
  sessionHours: z.optional(z.number().check(z.gt(0))),
  prefetchNextPage: z.optional(z.boolean()),
  fields: z.optional(
    z.record(z.string(), z.record(z.string(), z.string().check(z.trim(), z.minLength(1)))),
  ),
});

/** One thing wrong with `config.json`: where, and an `errors:config.problems.*` key. */
export interface ConfigProblem {
  path: string;
  problem: string;
  values?: Record<string, string>;
}

/** Each area's name and the fields a mapping may rename: what the record has besides its id. */
export type AreaFields = ReadonlyMap<string, readonly string[]>;

const TIMESTAMPS = ['createdAt', 'updatedAt'];

/**
 * Every resource declared in `src/api/resources` (an area added there is known here without
 * a list to keep up to date). Loaded only to check a `fields` section.
 */
async function declaredAreas(): Promise<AreaFields> {
  const modules = import.meta.glob<Record<string, unknown>>([
    '../api/resources/*.ts',
    '!../api/resources/*.test.ts',
  ]);
  const areas = new Map<string, string[]>();
  for (const load of Object.values(modules)) {
    for (const value of Object.values(await load())) {
      if (!value || typeof value !== 'object' || !('declaration' in value)) continue;
      const { name, fields } = (value as { declaration: { name: string; fields: object } })
        .declaration;
      areas.set(name, [...Object.keys(fields), ...TIMESTAMPS]);
    }
  }
  return areas;
}

function issueProblem(issue: z.core.$ZodIssue): ConfigProblem[] {
  const path = issue.path.join('.');
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        path: path ? `${path}.${key}` : key,
        problem: 'unknownKey',
      }));
    case 'invalid_type':
      return [{ path, problem: 'type', values: { expected: issue.expected } }];
    case 'invalid_format':
      return [{ path, problem: 'url' }];
    case 'too_small':
      return [{ path, problem: path.startsWith('fields') ? 'empty' : 'positive' }];
    default:
      return [{ path, problem: 'invalid' }];
  }
}

/** Renames of areas or fields the app does not have: a typo would silently map nothing. */
function fieldProblems(fields: FieldMaps, areas: AreaFields): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const [area, renames] of Object.entries(fields)) {
    const known = areas.get(area);
    if (!known) {
      problems.push({
        path: `fields.${area}`,
        problem: 'unknownArea',
        values: { known: [...areas.keys()].sort().join(', ') },
      });
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

/** The configuration, or everything wrong with it (all at once: one fix-and-deploy round). */
export async function checkConfig(
  value: unknown,
  areas: () => Promise<AreaFields> = declaredAreas,
): Promise<{ config: RuntimeConfig } | { problems: ConfigProblem[] }> {
  const parsed = configSchema.safeParse(value);
  if (!parsed.success) return { problems: parsed.error.issues.flatMap(issueProblem) };
  const config = parsed.data;
  const problems = config.fields ? fieldProblems(config.fields, await areas()) : [];
  return problems.length ? { problems } : { config };
}
