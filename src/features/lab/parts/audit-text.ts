import i18n from 'i18next';
import type { AuditEntry } from '@/api/resources/results';
import { formatDateTime } from '@/i18n/format';

const t = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(`lab:audit.${key}`, options);

/** A known word of ours in the reader's language; anything else as the record holds it. */
const word = (group: string, value: string) =>
  i18n.exists(`lab:audit.${group}.${value}`) ? t(`${group}.${value}`) : value;

export interface AuditNames {
  staff: (id: string | undefined) => string;
  status: (id: string) => string;
}

/** One change in words: "Value: 4.1 → 4.6", "Validation: un-validated (Sample mislabelled)". */
export function changeText(entry: AuditEntry, names: AuditNames): string {
  const shown = (value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') return t('empty');
    if (entry.field === 'status') return names.status(value) || value;
    if (entry.field === 'validation') return word('validation', value);
    return value;
  };
  const what = word('fields', entry.field);
  const change =
    entry.field === 'validation' || entry.field === 'acknowledgement'
      ? shown(entry.to)
      : t('fromTo', { from: shown(entry.from), to: shown(entry.to) });
  const reason =
    entry.field === 'report' ? word('reports', entry.reason ?? '') : (entry.reason ?? '');
  return `${what}: ${change}${reason ? ` (${reason})` : ''}`;
}

/** Who and when, and whose clock said when ("server clock", "browser clock"). */
export const byWhen = (entry: AuditEntry, names: AuditNames) =>
  t('byWhen', {
    who: names.staff(entry.by) || t('unknown'),
    when: formatDateTime(entry.at),
    clock: word('clock', entry.clock === 'server' ? 'server' : 'browser'),
  });

/** The latest change, in one line (a worksheet row). */
export function lastChangeText(entries: readonly AuditEntry[], names: AuditNames) {
  const last = entries.at(-1);
  if (!last) return '';
  return t('last', {
    count: entries.length,
    change: changeText(last, names),
    byWhen: byWhen(last, names),
  });
}
