import type { Result } from '@/api/resources/results';
import { clockNow } from '@/api/server-clock';
import { kept, type Change } from './changes';

/**
 * A result edited in the results list's form: the changes of value, range and status kept, and
 * a new value's author written (`enteredBy`, `enteredAt`), over what the form sends.
 */
export function formChange(
  result: Result,
  values: Record<string, unknown>,
  userId: string,
): Record<string, unknown> {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const field = { value: 'value', range: 'range', statusId: 'status' } as const;
  const changes: Change[] = [];
  for (const [key, name] of Object.entries(field)) {
    if (!(key in values)) continue;
    const [from, to] = [text((result as Record<string, unknown>)[key]), text(values[key])];
    if (from !== to) changes.push({ field: name, from, to });
  }
  if (!changes.length) return values;
  const at = clockNow();
  const entered = changes.some((c) => c.field === 'value' && c.to !== null);
  return {
    ...values,
    audit: kept(result, userId, changes, at),
    ...(entered && { enteredBy: userId, enteredAt: at.at }),
  };
}
