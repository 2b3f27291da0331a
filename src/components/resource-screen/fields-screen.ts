import i18n from 'i18next';
import type * as z from 'zod/mini';
import { formatNumber } from '@/i18n/format';
import type { DataColumn } from '../data-table/types';
import type { FieldSpec } from '../resource-form/types';
import { createdAtColumn } from './columns';
import { defineScreen, type ScreenResource } from './screen';

type Row = Record<string, unknown> & { createdAt?: string };
type Kind = { kind: 'text' | 'number' | 'boolean' } | { kind: 'choice'; values: string[] };

/** Wrappers a field's own type sits in: optional, nullable, a default, a transform. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'pipe']);

/** What a field holds, read from its zod schema: text, a number, yes/no or one of some words. */
function kindOf(schema: z.ZodMiniType): Kind {
  let def = schema._zod.def as z.core.$ZodTypeDef & {
    innerType?: z.ZodMiniType;
    in?: z.ZodMiniType;
    entries?: Record<string, string>;
  };
  while (WRAPPERS.has(def.type)) {
    const inner = def.innerType ?? def.in;
    if (!inner) break;
    def = inner._zod.def as typeof def;
  }
  if (def.type === 'number' || def.type === 'int') return { kind: 'number' };
  if (def.type === 'boolean') return { kind: 'boolean' };
  if (def.type === 'enum' && def.entries)
    return { kind: 'choice', values: Object.values(def.entries) };
  return { kind: 'text' };
}

const shown = (value: unknown) =>
  value === undefined || value === null
    ? ''
    : typeof value === 'number'
      ? formatNumber(value)
      : String(value);

/** A resource whose declaration names its fields (`defineResource`'s result). */
type Declared<T extends object> = ScreenResource<T> & {
  declaration: { fields: Record<string, z.ZodMiniType> };
};

/**
 * An area's list screen read from its declaration alone: a column and a form field per field of
 * its body, in their order (the first always shown and naming the row), a yes/no or a choice
 * among its words where the schema says so, and the usual "created" column. Texts are the
 * area's: `areas:<id>.fields.<field>`, a choice's words `areas:<id>.values.<field>.<word>`
 * (a yes/no field's: `true`, `false`). An area that needs more (references to other areas, money,
 * dates) declares its screen with `defineScreen` in features/<area>/screen.tsx.
 */
export function fieldsScreen<T extends object>(
  resource: Declared<T>,
  list: { id: string; defaultPageSize?: number },
) {
  const { id } = list;
  const fields = Object.entries(resource.declaration.fields).map(
    ([name, schema]) => [name, kindOf(schema)] as const,
  );
  const label = (name: string) => `${id}.fields.${name}`;
  const word = (name: string, value: string) => `${id}.values.${name}.${value}`;
  const [first] = fields;

  // The record read by field name: its fields are those the declaration names.
  const at = (row: T, name: string) => (row as Row)[name];
  const columns: DataColumn<T>[] = fields.map(([name, kind], i) => ({
    id: name,
    header: label(name),
    cell: (row) =>
      (kind.kind === 'choice' && typeof at(row, name) === 'string') ||
      (kind.kind === 'boolean' && typeof at(row, name) === 'boolean')
        ? i18n.t(`areas:${word(name, String(at(row, name)))}`)
        : shown(at(row, name)),
    csv: (row) => at(row, name) as string | number | boolean | undefined,
    sortValue: (row) => at(row, name) as string | number | undefined,
    sortable: true,
    ...(kind.kind === 'number' && { align: 'end' as const }),
    ...(kind.kind === 'text' && { filter: { kind: 'text' as const } }),
    ...(kind.kind === 'choice' && {
      filter: {
        kind: 'select' as const,
        options: kind.values.map((value) => ({ value, label: word(name, value) })),
      },
    }),
    ...(i === 0 && { alwaysVisible: true }),
  }));

  const form: FieldSpec[] = fields.map(([name, kind]): FieldSpec => {
    if (kind.kind === 'number') return { name, kind: 'number', label: label(name) };
    if (kind.kind === 'boolean') return { name, kind: 'checkbox', label: label(name) };
    if (kind.kind === 'choice')
      return {
        name,
        kind: 'select',
        label: label(name),
        options: kind.values.map((value) => ({ value, label: word(name, value) })),
      };
    return { name, kind: 'text', label: label(name) };
  });

  return defineScreen<T>({
    ...list,
    resource,
    rowLabel: (row) => shown(first && at(row, first[0])) || resource.idOf(row),
    columns: [...columns, createdAtColumn<Row>(id) as unknown as DataColumn<T>],
    fields: form,
  });
}
