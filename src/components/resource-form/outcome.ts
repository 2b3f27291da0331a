import { ApiError } from '@/api/errors';
import type { FieldSpec } from './types';
import { toInputValues } from './values';

type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** After a save the inputs show the record the server answered, where it answered one. */
export function savedValues(fields: readonly FieldSpec[], current: Values, result: unknown) {
  if (!isRecord(result)) return current;
  return {
    ...current,
    ...toInputValues(
      fields.filter((f) => f.name in result),
      result,
    ),
  };
}

/**
 * What a refused save shows: the error's text (already the catalogue's or the server's), the
 * per-field messages for their fields, and those with no field on screen, which would otherwise
 * be lost.
 */
export function saveFailure(error: unknown, fields: readonly FieldSpec[], fallback: string) {
  const fieldErrors = error instanceof ApiError ? error.errors : {};
  const message = error instanceof Error && error.message ? error.message : fallback;
  const onScreen = new Set(fields.map((f) => f.name));
  const unplaced = Object.entries(fieldErrors)
    .filter(([name, text]) => !onScreen.has(name) && !message.includes(text))
    .map(([, text]) => text);
  return { fieldErrors, text: [message, ...unplaced].join(' · '), message };
}
