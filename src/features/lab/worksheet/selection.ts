import { dayKey, isDayKey } from '@/domain/dates';
import type { SELECTION_KINDS } from './url';

/**
 * What a worksheet covers, in the URL (`/results/worksheet?by=day&day=2026-11-20`): the results
 * awaiting a value of a day, of an examination group, or of one patient's visit.
 */
export type Selection =
  | { by: 'day'; day: string }
  | { by: 'group'; groupId: string }
  | { by: 'visit'; customerId: string; visit: string };

export { SELECTION_KINDS } from './url';
export type SelectionKind = (typeof SELECTION_KINDS)[number];

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');

/** The selection a URL's search names; garbage falls back to today's day. */
export function readSelection(search: Record<string, unknown>): Selection {
  const by = text(search.by);
  if (by === 'group') return { by, groupId: text(search.groupId) };
  if (by === 'visit') return { by, customerId: text(search.customerId), visit: text(search.visit) };
  const day = text(search.day);
  return { by: 'day', day: isDayKey(day) ? day : dayKey() };
}

/** The URL's search for a selection (what `readSelection` reads back). */
export function selectionSearch(selection: Selection): Record<string, string | undefined> {
  const none = { day: undefined, groupId: undefined, customerId: undefined, visit: undefined };
  switch (selection.by) {
    case 'day':
      return { ...none, by: 'day', day: selection.day };
    case 'group':
      return { ...none, by: 'group', groupId: selection.groupId || undefined };
    default:
      return {
        ...none,
        by: 'visit',
        customerId: selection.customerId || undefined,
        visit: selection.visit || undefined,
      };
  }
}

/** A selection of another kind, keeping nothing of the last one but today's day. */
export function selectionOf(kind: SelectionKind): Selection {
  if (kind === 'group') return { by: 'group', groupId: '' };
  if (kind === 'visit') return { by: 'visit', customerId: '', visit: '' };
  return { by: 'day', day: dayKey() };
}
