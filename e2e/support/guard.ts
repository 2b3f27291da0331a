import { readFileSync, writeFileSync } from 'node:fs';
import { PATHS, fromBackend, type Area } from './wire';
import { listPage, savedViewsOf, tableIds } from './guard-read';
import { canonical, NO_ID, verdict, type Taken } from './guard-verdict';

export { verdict, type Taken };

/**
 * The run's promise to someone else's staging server (docs/testing.md, "What the guard
 * promises"): every record that was there before the run is there after it, unchanged. Against
 * any deployment (E2E_GUARD=0 alone turns it off) the global setup reads every record of every
 * area before the first test (`snapshot`), and the global teardown reads them again and fails the
 * run on any that changed or went, and on any the run made and left behind (`verdict`).
 */
export const GUARD_ENV = 'E2E_GUARD';
export const GUARD_FILE_ENV = 'E2E_GUARD_FILE';

/** Every area the suite can reach (the printers too: a screen changes their status). */
export const GUARDED: Record<string, string> = Object.fromEntries(
  Object.entries(PATHS).map(([area, paths]) => [area, paths.list]),
);

export interface Api {
  base: string;
  token: string;
  /** The deployment's extensions: with `savedViews`, the account's saved views are read too. */
  extensions?: readonly string[];
}

async function readPage(api: Api, path: string, query = '') {
  const response = await fetch(`${api.base}/${path}${query}`, {
    headers: { Authorization: `Bearer ${api.token}` },
  });
  if (!response.ok) throw new Error(`Guard: GET ${path}${query} answered ${response.status}`);
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`Guard: GET ${path}${query} answered no JSON: ${text.slice(0, 120)}`);
  }
}

/**
 * Every record of one area, by id: pages of 500 asked, read until the server's total is
 * reached or a page brings nothing new (a server may cap its pages at any size, or ignore
 * `skip` and answer everything at once). A total it states but its pages never reach stops
 * the run: what was not read cannot be guarded.
 */
export async function readArea(api: Api, area: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const path = GUARDED[area]!;
  let read = 0;
  for (let skip = 0; ;) {
    const { rows, total } = listPage(path, await readPage(api, path, `?limit=500&skip=${skip}`));
    let fresh = 0;
    for (const row of rows) {
      const { id } = fromBackend(area as Area, row);
      const key = id ? id : `${NO_ID}${canonical(row)}`;
      if (!(key in out)) fresh++;
      out[key] = row;
    }
    read += fresh;
    skip += rows.length;
    if (total !== undefined && read >= total) return out;
    if (fresh === 0) {
      if (total !== undefined)
        throw new Error(
          `Guard: ${path} counts ${total} records, but its pages stop at ${read}: ` +
            'the rest cannot be read, so cannot be guarded.',
        );
      return out;
    }
  }
}

export async function snapshot(api: Api): Promise<Taken> {
  const areas = Object.keys(GUARDED);
  const read = await Promise.all(areas.map((area) => readArea(api, area)));
  const taken: Taken = Object.fromEntries(areas.map((area, i) => [area, read[i]!]));
  if (api.extensions?.includes('savedViews')) taken.savedViews = await readSavedViews(api);
  return taken;
}

/** The signed-in account's saved views of every table (the `savedViews` extension). */
export async function readSavedViews(api: Api) {
  const views: Record<string, unknown> = {};
  for (const table of tableIds())
    views[table] = savedViewsOf(table, await readPage(api, `api/saved-views/${table}`));
  return views;
}

export function saveSnapshot(file: string, taken: Taken) {
  writeFileSync(file, JSON.stringify(taken));
}

/** The records without an id, which the log names: the guard knows them by content only. */
export const withoutId = (taken: Taken) =>
  Object.values(taken).reduce(
    (n, records) => n + Object.keys(records).filter((key) => key.startsWith(NO_ID)).length,
    0,
  );

/** Reads the server again and gives the verdict against the snapshot in `file`. */
export async function compare(api: Api, file: string, runMark?: string) {
  const before = JSON.parse(readFileSync(file, 'utf8')) as Taken;
  return verdict(before, await snapshot(api), runMark);
}
