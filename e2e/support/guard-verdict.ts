/**
 * The guard's verdict (guard.ts): what it read before the run against what it reads after.
 */

/** What the guard read: per area (and `savedViews`), each record by its key. */
export type Taken = Record<string, Record<string, unknown>>;

/** A record without an id is known by its whole content: it must be there, as it was. */
export const NO_ID = '(no id) ';

const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sortedKeys(v)]),
        )
      : value;
export const canonical = (record: unknown) => JSON.stringify(sortedKeys(record));

/**
 * A record as the verdict compares it: all of it but `updatedAt`, which a server moves on any
 * write, also the one that puts back a record a screen changed (a printer's status, the ticket
 * "Call next" took) exactly as it was.
 */
const compared = (record: unknown) => {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return canonical(record);
  const { updatedAt: _moved, ...rest } = record as Record<string, unknown>;
  return canonical(rest);
};

/** What changed in a record, named where it is the staff of a drawer or a record's files. */
function change(area: string, key: string, was: unknown, now: unknown) {
  const part = (field: string) => {
    const [a, b] = [was, now].map((r) => canonical((r as Record<string, unknown>)?.[field]));
    return a === b ? undefined : `${a} → ${b}`;
  };
  if (area === 'savedViews')
    return `savedViews ${key}: the account's saved views of this table changed`;
  const staff = area === 'drawers' ? part('users') : undefined;
  if (staff) return `drawers ${key}: its staff changed: ${staff}`;
  const files = part('documents');
  if (files) return `${area} ${key}: its uploaded files changed: ${files}`;
  return `${area} ${key} changed: ${canonical(was)} → ${canonical(now)}`;
}

/**
 * The verdict on `now` against `before`: each record of `before` gone or changed, and each of
 * `now` the run made (its mark, "Pw" and the run's id, in its content) that was not there
 * before: the run failed to remove it.
 */
export function verdict(before: Taken, now: Taken, runMark?: string) {
  const problems: string[] = [];
  const left: string[] = [];
  let count = 0;
  for (const [area, records] of Object.entries(before))
    for (const [key, record] of Object.entries(records)) {
      count++;
      const after = now[area]?.[key];
      const name = key.startsWith(NO_ID)
        ? `a record without an id, ${key.slice(NO_ID.length)},`
        : key;
      if (after === undefined) problems.push(`${area} ${name} is gone`);
      else if (compared(after) !== compared(record))
        problems.push(change(area, name, record, after));
    }
  if (runMark)
    for (const [area, records] of Object.entries(now))
      for (const [key, record] of Object.entries(records))
        if (!(key in (before[area] ?? {})) && canonical(record).includes(runMark))
          left.push(`${area} ${key} was made by this run and is still there`);
  return { compared: count, problems, left };
}
