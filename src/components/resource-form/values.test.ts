import type { FieldSpec } from './types';
import { fromLocalDateTime, toBodyValue, toInputValue, toLocalDateTime } from './values';

const field = (kind: FieldSpec['kind']) => ({ name: 'x', label: 'X', kind }) as FieldSpec;

it('reads numbers, and leaves a half-typed one for the schema to refuse', () => {
  expect(toBodyValue(field('number'), '')).toBeUndefined();
  expect(toBodyValue(field('number'), 12)).toBe(12);
  expect(toBodyValue(field('number'), '12.5')).toBe(12.5);
  expect(toBodyValue(field('number'), '-')).toBe('-');
  expect(toInputValue(field('number'), '7')).toBe(7);
  expect(toInputValue(field('number'), undefined)).toBe('');
});

it('shows instants on the local clock and sends them back in ISO 8601', () => {
  const iso = '2026-03-29T00:30:00.000Z';
  expect(fromLocalDateTime(toLocalDateTime(iso))).toBe(iso);
  expect(toLocalDateTime('not a date')).toBe('');
  expect(fromLocalDateTime('2026-13-99T99:99')).toBe('2026-13-99T99:99');
});

it('keeps dates as calendar days and choices as text or nothing', () => {
  expect(toInputValue(field('date'), '1990-04-12T00:00:00.000Z')).toBe('1990-04-12');
  expect(toBodyValue(field('date'), '')).toBeUndefined();
  expect(toInputValue(field('select'), undefined)).toBeNull();
  expect(toBodyValue(field('select'), null)).toBeUndefined();
  expect(toInputValue(field('multiselect'), undefined)).toEqual([]);
  expect(toBodyValue(field('checkbox'), undefined)).toBe(false);
  expect(toBodyValue(field('text'), '')).toBeUndefined();
});
