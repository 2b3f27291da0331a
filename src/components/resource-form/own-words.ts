import type { FieldSpec } from './types';

type Values = Readonly<Record<string, unknown>>;

/**
 * The record's values for choice fields that are none of the app's options: a backend's own
 * words (a bill `open`, a ticket `queued`). Kept as they are: offered under the word itself, and
 * not refused by the app's list of choices unless the user picks another.
 */
export function ownWordsOf(fields: readonly FieldSpec[], initial: Values): Record<string, string> {
  const own: Record<string, string> = {};
  for (const field of fields) {
    const value = initial[field.name];
    if (field.kind !== 'select' || typeof value !== 'string' || value === '') continue;
    if (!field.options.some((option) => option.value === value)) own[field.name] = value;
  }
  return own;
}

/** The fields with each own word added to its select's options, labelled as the server sent it. */
export function withOwnWords(fields: readonly FieldSpec[], initial: Values): FieldSpec[] {
  const own = ownWordsOf(fields, initial);
  if (Object.keys(own).length === 0) return fields as FieldSpec[];
  return fields.map((field) =>
    field.kind === 'select' && own[field.name] !== undefined
      ? {
          ...field,
          options: [...field.options, { value: own[field.name]!, label: own[field.name]! }],
        }
      : field,
  );
}
