import type * as z from 'zod/mini';
import { valueKind } from '@/api/resource/schemas';
import type { Row } from '../db/table';

/**
 * How the demo backend reads a list request, as the real backend is expected to: `limit` and
 * `skip` page (neither: everything), `sort=column*asc|desc` orders, `q` searches names and
 * phone numbers, `<field>From` / `<field>To` bound dates by day, and every other parameter that
 * names a field filters on it: exactly for ids, choices, numbers and booleans, as a
 * case- and accent-insensitive substring for other text. Parameters naming no field are ignored.
 */
type Kind = 'exact' | 'text' | 'number' | 'boolean' | 'array';

const RESERVED = new Set(['limit', 'skip', 'sort', 'q', 'search']);
/** Text fields that hold a code or a choice, compared whole. */
const EXACT_TEXT = /(Id|^id|^_id|^currency|Currency|^category|^counter|^method|^service)$/;
const SEARCHED = /name$|Name$|^name|phone|email|^code$/;

function kindOf(key: string, schema: z.ZodMiniType): Kind {
  const kind = valueKind(schema);
  if (kind === 'choice') return 'exact';
  return kind === 'text' && EXACT_TEXT.test(key) ? 'exact' : kind;
}

/** "Élise" → "elise": searches ignore case and accents. */
const fold = (text: string) =>
  /[^ -~]/.test(text)
    ? text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
    : text.toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');
const PHONE_LIKE = /^[+\d\s\-().]+$/;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

export type SearchField = string | ((row: Row) => string | undefined);

/**
 * How column filters match: the demo's own way (below), or one way for every field, as the
 * contract-only backend's profiles ask (`literal/profiles.ts`): `contains` finds the text in any
 * field that holds text (ids and choices too; numbers and booleans equal), `exact` compares the
 * value whole and case-sensitive.
 */
export type Matching = 'demo' | 'contains' | 'exact';
/** The request header the contract-only backend names its matching in (never the app). */
export const MATCHING_HEADER = 'X-Literal-Matching';

export interface ListSpec {
  fields: Record<string, z.ZodMiniType>;
  idField: '_id' | 'id';
  /**
   * What `q` looks in: field names, or texts derived from the row (a patient's name for a
   * result). Default: name-like fields, phone, e-mail and code.
   */
  search?: readonly SearchField[];
  /** Filters on what a row implies rather than holds (a result's flag): parameter → test. */
  derived?: Readonly<Record<string, (row: Row, wanted: string) => boolean>>;
}

export function listQuery({ fields, idField, search, derived }: ListSpec) {
  const kinds = new Map<string, Kind>([
    [idField, 'exact'],
    ['createdAt', 'text'],
    ['updatedAt', 'text'],
  ]);
  for (const [key, schema] of Object.entries(fields)) kinds.set(key, kindOf(key, schema));
  const searched: readonly SearchField[] =
    search ?? [...kinds.keys()].filter((key) => SEARCHED.test(key) && kinds.get(key) !== 'array');

  type Test = (row: Row) => boolean;
  function filterTest(key: string, wanted: string, matching: Matching): Test | undefined {
    const own = derived?.[key];
    if (own) return (row) => own(row, wanted);
    const kind = kinds.get(key);
    if (kind && matching === 'exact')
      return kind === 'array'
        ? (row) => Array.isArray(row[key]) && (row[key] as unknown[]).map(String).includes(wanted)
        : (row) => row[key] !== undefined && row[key] !== null && String(row[key]) === wanted;
    if (kind && matching === 'contains' && (kind === 'exact' || kind === 'text')) {
      const w = fold(wanted);
      return (row) => typeof row[key] === 'string' && fold(row[key]).includes(w);
    }
    if (kind) {
      switch (kind) {
        case 'exact': {
          const w = wanted.toLowerCase();
          return (row) => row[key] !== undefined && String(row[key]).toLowerCase() === w;
        }
        case 'number':
          return (row) => row[key] === Number(wanted);
        case 'boolean':
          return (row) => (row[key] ?? false) === (wanted === 'true');
        case 'array':
          return (row) =>
            Array.isArray(row[key]) && (row[key] as unknown[]).map(String).includes(wanted);
        default: {
          const w = fold(wanted);
          // A phone number matches by its digits too, however it was written.
          const number = /phone/i.test(key) && PHONE_LIKE.test(wanted) ? digits(wanted) : '';
          return (row) =>
            typeof row[key] === 'string' &&
            (fold(row[key]).includes(w) || (!!number && digits(row[key]).includes(number)));
        }
      }
    }
    const bound = key.match(/^(.+)(From|To)$/);
    if (bound && kinds.has(bound[1]!)) {
      const field = bound[1]!;
      const day = wanted.slice(0, 10);
      return bound[2] === 'From'
        ? (row) => typeof row[field] === 'string' && (row[field] as string).slice(0, 10) >= day
        : (row) => typeof row[field] === 'string' && (row[field] as string).slice(0, 10) <= day;
    }
    return undefined;
  }

  /** Every word must be found in one of the searched fields (phone numbers by their digits). */
  function searchTest(q: string): Test {
    const words = q.trim().split(/\s+/).filter(Boolean).map(fold);
    return (row) =>
      words.every((word) => {
        const number = /^[+\d\s\-().]+$/.test(word) && digits(word).length >= 3 ? digits(word) : '';
        return searched.some((field) => {
          const value = typeof field === 'function' ? field(row) : row[field];
          if (typeof value !== 'string') return false;
          if (fold(value).includes(word)) return true;
          return (
            !!number &&
            typeof field === 'string' &&
            /phone/i.test(field) &&
            digits(value).includes(number)
          );
        });
      });
  }

  /** The matching rows of `rows` (newest first), sorted and paged, and how many matched. */
  return function run<T extends Row>(
    rows: readonly T[],
    params: URLSearchParams,
    matching: Matching = 'demo',
  ) {
    const tests: Test[] = [];
    for (const [key, value] of params) {
      if (value.trim() === '') continue;
      if (key === 'q' || key === 'search') tests.push(searchTest(value));
      else if (!RESERVED.has(key)) {
        const test = filterTest(key, matching === 'exact' ? value : value.trim(), matching);
        if (test) tests.push(test);
      }
    }
    let matched = tests.length ? rows.filter((row) => tests.every((test) => test(row))) : rows;

    const sort = params.get('sort')?.match(/^([\w.]+)\*(asc|desc)$/i);
    if (sort) {
      const [, column, direction] = sort as unknown as [string, string, string];
      const sign = direction.toLowerCase() === 'desc' ? -1 : 1;
      matched = [...matched].sort((a, b) => {
        const [x, y] = [a[column], b[column]];
        if (x === undefined || x === null || x === '')
          return y === undefined || y === null || y === '' ? 0 : 1;
        if (y === undefined || y === null || y === '') return -1;
        return sign * compare(x, y);
      });
    }

    const count = (name: string) => {
      const n = Number(params.get(name));
      return params.has(name) && Number.isInteger(n) && n > 0 ? n : 0;
    };
    const skip = count('skip');
    const limit = count('limit');
    const page = limit ? matched.slice(skip, skip + limit) : skip ? matched.slice(skip) : matched;
    return { rows: page, total: matched.length };
  };
}
