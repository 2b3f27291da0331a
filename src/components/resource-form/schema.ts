import { schemaResolver, type FormErrors } from '@mantine/form';
import * as z from 'zod/mini';
import type { FieldSpec } from './types';
import { TEXT_KINDS, toBody } from './values';

type Values = Record<string, unknown>;
type Shape = Record<string, z.ZodMiniType>;

const shapeOf = (schema: z.ZodMiniObject) => schema.shape as Shape;

/**
 * The part of a resource's body a form shows: on edit a create-only field (a user's initial
 * password) is not on screen, so it must not be required either.
 */
export function formSchema(schema: z.ZodMiniObject, fields: readonly FieldSpec[]) {
  const shape = shapeOf(schema);
  const names = fields.map((f) => f.name).filter((name) => name in shape);
  if (names.length === Object.keys(shape).length) return schema;
  const mask = Object.fromEntries(names.map((name) => [name, true] as const));
  // Zod picks only from an object without checks: the body's own (paid at most what it bills)
  // go back on the part picked.
  const checks = (schema._zod.def.checks ?? []) as z.core.$ZodCheck<Record<string, unknown>>[];
  const picked = z.pick(checks.length ? z.object(shape) : schema, mask) as z.ZodMiniObject;
  return checks.length ? picked.check(...checks) : picked;
}

/** Required is the schema's word: a field is required when it refuses to be left out. */
export const isRequired = (schema: z.ZodMiniObject, name: string) => {
  const field = shapeOf(schema)[name];
  return !!field && !field.safeParse(undefined).success;
};

/**
 * Mantine's Standard Schema resolver over the converted body. Issues inside a field (an item of
 * a multi-select) are shown on the field itself, the first one per field.
 */
export function formValidator(
  schema: z.ZodMiniObject,
  fields: readonly FieldSpec[],
  ownWords: Readonly<Record<string, string>> = {},
) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: Values): FormErrors => {
    const errors: FormErrors = {};
    for (const [path, message] of Object.entries(resolve(toBody(fields, values)))) {
      const name = path.split('.')[0]!;
      // The server's own word for a choice, kept as it was read, is the server's to judge.
      if (ownWords[name] !== undefined && values[name] === ownWords[name]) continue;
      errors[name] ??= message;
    }
    return errors;
  };
}

/**
 * What is sent: the schema's own output (trimmed texts). On edit, a text the user emptied is
 * sent as '' where the schema allows it, since leaving it out would keep the old text.
 */
export function formPayload(
  schema: z.ZodMiniObject,
  fields: readonly FieldSpec[],
  values: Values,
  initial: Values,
  mode: 'create' | 'edit',
): Values {
  const body = toBody(fields, values);
  const parsed = schema.safeParse(body);
  const out: Values = parsed.success ? { ...body, ...(parsed.data as Values) } : body;
  if (mode === 'create') return out;
  const shape = shapeOf(schema);
  for (const field of fields) {
    const cleared = values[field.name] === '' && initial[field.name] !== '';
    if (TEXT_KINDS.has(field.kind) && cleared && shape[field.name]?.safeParse('').success)
      out[field.name] = '';
  }
  return out;
}
