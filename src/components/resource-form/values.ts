import { localDateTime } from '@/domain/dates';
import type { FieldSpec } from './types';

/**
 * Inputs hold what they can show (text, '' for empty, null for no choice, the local time of a
 * datetime-local input); the body holds what the schema wants (see FieldSpec). Both directions
 * live here so a form edits exactly what it was given and sends exactly what the schema checks.
 */
type Values = Record<string, unknown>;

/** An instant as a datetime-local input shows it: the user's own clock, to the minute. */
export const toLocalDateTime = (iso: string): string => localDateTime(iso);

/** Back to ISO 8601 with a zone; an unreadable text is kept so the schema reports it. */
export function fromLocalDateTime(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

export function toInputValue(field: FieldSpec, raw: unknown): unknown {
  switch (field.kind) {
    case 'number':
      if (typeof raw === 'number') return raw;
      return typeof raw === 'string' && raw.trim() && Number.isFinite(Number(raw))
        ? Number(raw)
        : '';
    case 'date':
      return typeof raw === 'string' ? raw.slice(0, 10) : '';
    case 'datetime':
      return typeof raw === 'string' && raw ? toLocalDateTime(raw) : '';
    case 'checkbox':
      return raw === true;
    case 'select':
    case 'reference':
      return raw === undefined || raw === null || raw === '' ? null : String(raw);
    case 'multiselect':
    case 'multireference':
      return Array.isArray(raw) ? raw.map(String) : [];
    case 'custom':
      return raw;
    default:
      return raw === undefined || raw === null ? '' : String(raw);
  }
}

export function toBodyValue(field: FieldSpec, value: unknown): unknown {
  switch (field.kind) {
    case 'number': {
      if (value === '' || value === undefined || value === null) return undefined;
      const number = Number(value);
      // NumberInput hands over texts like "-" while typing: the schema says what is wrong.
      return typeof value === 'number' || Number.isFinite(number) ? number : value;
    }
    case 'datetime':
      return value ? fromLocalDateTime(String(value)) : undefined;
    case 'checkbox':
      return value === true;
    case 'multiselect':
    case 'multireference':
      return Array.isArray(value) ? value : [];
    case 'custom':
      return value;
    default:
      return value === '' || value === null ? undefined : value;
  }
}

/** The inputs' values for `record`: every shown field, present or not. */
export function toInputValues(fields: readonly FieldSpec[], record: Values): Values {
  return Object.fromEntries(fields.map((f) => [f.name, toInputValue(f, record[f.name])]));
}

/** The values a body carries (empty inputs left out, so the schema decides what is required). */
export function toBody(fields: readonly FieldSpec[], values: Values): Values {
  const body: Values = {};
  for (const field of fields) {
    const value = toBodyValue(field, values[field.name]);
    if (value !== undefined) body[field.name] = value;
  }
  return body;
}

export const TEXT_KINDS: ReadonlySet<FieldSpec['kind']> = new Set([
  'text',
  'textarea',
  'email',
  'tel',
  'password',
]);
