import { backend } from '../backend';
import type { ListParams } from './paging';
import { READ_FALLBACKS } from './fallbacks';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const RANGE_SUFFIXES = ['From', 'To'];

/**
 * A reference a server sent populated (`customerId: { _id, firstName, … }`, as a server that
 * joins the record in does) is read as the id it refers to, the record kept beside it under the
 * reference's name (`customer`) unless the record has one: names come from it without a read
 * (`api/names/embedded.ts`). An object without an id is left as it is.
 */
function readPopulated(out: Plain, field: string, value: Plain) {
  const id = value._id ?? value.id;
  if (typeof id !== 'string' && typeof id !== 'number') {
    out[field] = value;
    return;
  }
  out[field] = String(id);
  const base = field.slice(0, -2);
  if (out[base] === undefined) out[base] = value;
}

/**
 * One area's field names at the API boundary: `config.json`'s `fields` renames the app's names
 * to the backend's on the way out (bodies, filter parameters, the sort column) and back on the
 * way in (records), its `values` translate the backend's words (a status) both ways, and the
 * area's read fallbacks fill designed fields from common shapes.
 * Screens and caches only ever see the app's names.
 */
export function fieldNames(area: string) {
  const { fields, values } = backend();
  const map = fields[area] ?? {};
  const reverse = new Map(Object.entries(map).map(([app, backend]) => [backend, app]));
  const fallbacks = READ_FALLBACKS[area] ?? {};
  // `config.json`'s `values`: per field, the backend's word → the app's, and back (the first
  // backend word mapped to an app word is the one written).
  const words = Object.entries(values[area] ?? {});
  const wordsOut = new Map(
    words.map(([field, map]) => {
      const out = new Map<string, string>();
      for (const [backend, app] of Object.entries(map)) if (!out.has(app)) out.set(app, backend);
      return [field, out] as const;
    }),
  );
  const wordOut = <V>(field: string, value: V): V | string =>
    typeof value === 'string' ? (wordsOut.get(field)?.get(value) ?? value) : value;

  const outName = (key: string): string => {
    if (map[key]) return map[key];
    // A date range's `<key>From` / `<key>To` follows its field.
    const suffix = RANGE_SUFFIXES.find((s) => key.endsWith(s) && map[key.slice(0, -s.length)]);
    return suffix ? `${map[key.slice(0, -suffix.length)]}${suffix}` : key;
  };

  /** A record as the backend sent it → the app's names (anything else passes unchanged). */
  function toApp(record: unknown): unknown {
    if (!isPlain(record)) return record;
    const out: Plain = {};
    for (const [key, value] of Object.entries(record)) {
      // A field of the backend's that bears an app name mapped elsewhere would shadow it.
      const name = reverse.get(key) ?? (key in map ? undefined : key);
      if (name === undefined) continue;
      if (isPlain(value) && name.endsWith('Id')) readPopulated(out, name, value);
      else out[name] = value;
    }
    for (const [field, aliases] of Object.entries(fallbacks)) {
      if (map[field] || (out[field] !== undefined && out[field] !== '')) continue;
      const alias = aliases.find((a) => !reverse.has(a) && out[a] !== undefined && out[a] !== '');
      if (alias === undefined) continue;
      // Moved, not copied: the value is the field's now, not also an unknown "more" field.
      out[field] = out[alias];
      delete out[alias];
    }
    for (const [field, map] of words) {
      const value = out[field];
      if (typeof value === 'string' && Object.hasOwn(map, value)) out[field] = map[value];
    }
    return out;
  }

  /** A body in the app's names → the backend's. */
  function toBackend<T extends object>(body: T): Plain {
    const out: Plain = {};
    for (const [key, value] of Object.entries(body)) out[map[key] ?? key] = wordOut(key, value);
    return out;
  }

  /** Filters and sort column in the backend's names. */
  function params(list: ListParams): ListParams {
    if (Object.keys(map).length === 0 && words.length === 0) return list;
    const filters = list.filters
      ? Object.fromEntries(
          Object.entries(list.filters).map(([k, v]) => [outName(k), wordOut(k, v)]),
        )
      : undefined;
    const sort = list.sort && { ...list.sort, column: outName(list.sort.column) };
    return { ...list, filters, sort };
  }

  return { toApp, toBackend, params, outName, wordOut };
}
