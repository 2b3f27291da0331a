import { readFileSync, writeFileSync } from 'node:fs';
import { PATHS, rowsOf, type Area, type Rec } from './api';

/**
 * The run's promise to someone else's staging server (docs/testing.md): every record that was
 * there before the run is there after it, unchanged. With E2E_GUARD=1 the global setup reads
 * every record of every area before the first test (`snapshot`), and the global teardown reads
 * them again and fails the run on any that changed or went (`compare`). Records made during the
 * run are not compared: they are the run's, and it removes them.
 */
export const GUARD_ENV = 'E2E_GUARD';
export const GUARD_FILE_ENV = 'E2E_GUARD_FILE';

/** Every area the suite can reach, and the printers, which a screen changes. */
const GUARDED: Record<string, string> = {
  ...Object.fromEntries(Object.entries(PATHS).map(([area, paths]) => [area, paths.list])),
  printers: 'api/printer',
};

export interface Api {
  base: string;
  token: string;
}

async function readPage(api: Api, path: string, skip: number, limit: number) {
  const response = await fetch(`${api.base}/${path}?limit=${limit}&skip=${skip}`, {
    headers: { Authorization: `Bearer ${api.token}` },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as unknown;
}

/** Every record of one area, by id, as the server lists it (pages of 500). */
async function readArea(api: Api, area: string): Promise<Record<string, Rec>> {
  const out: Record<string, Rec> = {};
  const limit = 500;
  for (let skip = 0; ; skip += limit) {
    const rows = rowsOf(area as Area, await readPage(api, GUARDED[area]!, skip, limit));
    for (const row of rows) out[row.id] = row;
    if (rows.length < limit) return out;
  }
}

export async function snapshot(api: Api): Promise<Record<string, Record<string, Rec>>> {
  const areas = Object.keys(GUARDED);
  const read = await Promise.all(areas.map((area) => readArea(api, area)));
  return Object.fromEntries(areas.map((area, i) => [area, read[i]!]));
}

export function saveSnapshot(file: string, taken: Record<string, Record<string, Rec>>) {
  writeFileSync(file, JSON.stringify(taken));
}

const canonical = (record: Rec) =>
  JSON.stringify(Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b))));

/**
 * The records of `before` that are gone or differ now: one line each, the first 20 in full. The
 * count of what was compared comes with it, for the run's log.
 */
export async function compare(api: Api, file: string) {
  const before = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, Rec>>;
  const now = await snapshot(api);
  const problems: string[] = [];
  let compared = 0;
  for (const [area, records] of Object.entries(before))
    for (const [id, record] of Object.entries(records)) {
      compared++;
      const after = now[area]?.[id];
      if (!after) problems.push(`${area} ${id} is gone`);
      else if (canonical(after) !== canonical(record))
        problems.push(`${area} ${id} changed: ${canonical(record)} → ${canonical(after)}`);
    }
  return { compared, problems };
}
