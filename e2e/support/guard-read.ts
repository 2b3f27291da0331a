import { readFileSync } from 'node:fs';

/**
 * How the guard (guard.ts) reads a server's answers. An answer in a shape it does not know stops
 * the run, naming it: counted as an empty area, it would let every record there go unguarded.
 */
const isPlain = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const shown = (body: unknown) => JSON.stringify(body)?.slice(0, 160) ?? String(body);

/** The total a list answer states, under any name the app reads (`count`, `totalCount`, `total`). */
function totalOf(body: Record<string, unknown>): number | undefined {
  for (const key of ['count', 'totalCount', 'total']) {
    const value = Number(body[key]);
    if (body[key] !== undefined && body[key] !== null && Number.isFinite(value)) return value;
  }
  return undefined;
}

/** The total a list answer states, if it states one (the cleanup's reads stop there too). */
export const statedTotal = (body: unknown) => (isPlain(body) ? totalOf(body) : undefined);

/** One page of a list: its rows (a bare array, or inside `data` or `list`) and its total. */
export function listPage(path: string, body: unknown): { rows: unknown[]; total?: number } {
  if (Array.isArray(body)) return { rows: body };
  if (isPlain(body)) {
    const rows = Array.isArray(body.data) ? body.data : Array.isArray(body.list) ? body.list : null;
    if (rows) return { rows, total: totalOf(body) };
  }
  throw new Error(
    `Guard: GET ${path} answered a list in a shape the guard does not know ` +
      `(an array, or one in "data" or "list"): ${shown(body)}. ` +
      'It cannot tell what is on the server, so the run stops here.',
  );
}

/** A table's saved views (`{ views: [...] }`, the savedViews extension). */
export function savedViewsOf(table: string, body: unknown): unknown[] {
  if (isPlain(body) && Array.isArray(body.views)) return body.views;
  throw new Error(
    `Guard: the saved views of table ${table} came in a shape the guard does not know ` +
      `(expected { "views": [...] }): ${shown(body)}.`,
  );
}

/** Tables whose rows are a patient's or a bill's, beside the areas' own lists. */
const RELATED = ['patient-appointments', 'patient-results', 'patient-payments', 'payment-partials'];

/**
 * Every table a user may save views of: each list screen (its title under `areas:<id>` names
 * it, as the screen's `tableId` does) and the related tables of a patient or a bill.
 */
export function tableIds(): string[] {
  const areas = JSON.parse(readFileSync('public/locales/en/areas.json', 'utf8')) as Record<
    string,
    unknown
  >;
  const screens = Object.keys(areas).filter((key) => {
    const entry = areas[key];
    return !!entry && typeof entry === 'object' && 'title' in entry;
  });
  return [...screens, ...RELATED];
}
