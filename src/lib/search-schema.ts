/**
 * The schemas of routes' search params (`validateSearch`), so every link and every read of the
 * URL is typed. Each key has a parser that returns its value or undefined: a bad value falls
 * back (its screen's default), never an error, and a mistyped link still opens the page.
 *
 * Plain functions rather than zod: route options are in the first bundle, the one the sign-in
 * page loads, and zod/mini's smallest object schema alone is 4.8 KB gzip against a page that
 * has 0.4 KB of room (docs/decisions.md, "Route search params").
 */
export type Parse<T> = (value: unknown) => T | undefined;

/** What a schema reads: each key optional, of its parser's type. */
export type SearchOf<S> = { [K in keyof S]?: S[K] extends Parse<infer T> ? T : never };

/**
 * Text of a filter or an id. The router reads `?q=123` as a number and `?q=true` as a boolean:
 * either is text here; objects and arrays are garbage. Trimmed, 1 to 200 characters.
 */
export const text: Parse<string> = (value) => {
  const out = value == null || typeof value == 'object' ? '' : String(value).trim();
  return out && out.length <= 200 ? out : undefined;
};

/** A string as it is, of any length (a list of ids). */
export const string: Parse<string> = (value) => (typeof value === 'string' ? value : undefined);

/** A whole number from 1 (a page, a page size). */
export const whole: Parse<number> = (value) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
};

/** One of the given words. */
export const oneOf =
  <const T extends string>(values: readonly T[]): Parse<T> =>
  (value) =>
    values.find((v) => v === value);

/**
 * A route's `validateSearch` from a parser per key. A key the URL lacks stays absent (a plain
 * URL reads `{}`); a bad value reads undefined. Keys the schema does not name are read by `rest`
 * when given (a list's filters), else left to the router, which keeps them as the URL has them
 * (the app's `?lng=`).
 */
export function searchSchema<S extends Record<string, Parse<unknown>>>(
  shape: S,
  rest?: Parse<unknown>,
) {
  return (raw: Record<string, unknown>): SearchOf<S> => {
    const out: Record<string, unknown> = {};
    for (const key in rest ? raw : shape) {
      const parse = Object.hasOwn(shape, key) ? shape[key] : rest;
      if (raw[key] !== undefined) out[key] = parse!(raw[key]);
    }
    return out as SearchOf<S>;
  };
}
