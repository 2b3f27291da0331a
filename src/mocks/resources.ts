import type * as z from 'zod/mini';
import type { AreaFacts } from '@/api/area';
import type { defineResource } from '@/api/define-resource';

/** A resource of src/api/resources, whatever its fields. */
export type AnyResource = ReturnType<typeof defineResource<z.core.$ZodLooseShape, '_id' | 'id'>>;

type Declaration = { area?: AreaFacts } & Record<string, unknown>;

/** The module's resource its `area` names: the area's own, not a helper resource beside it. */
const resourceOf = (module: Declaration): [string, AnyResource][] =>
  Object.values(module).flatMap((value) =>
    value &&
    typeof value === 'object' &&
    'declaration' in value &&
    (value as AnyResource).declaration.name === module.area?.name
      ? [[module.area.name, value as AnyResource]]
      : [],
  );

/**
 * Every area of SPEC §7 by name, read from the declarations themselves (each file of
 * src/api/resources with an `area`): the demo backend serves each, the contract-only backend
 * knows each, and their tests walk them all, an area added there included.
 */
export const RESOURCES: Readonly<Record<string, AnyResource>> = Object.fromEntries(
  Object.values(
    import.meta.glob<Declaration>(['../api/resources/*.ts', '!../api/resources/*.test.ts'], {
      eager: true,
    }),
  ).flatMap(resourceOf),
);
