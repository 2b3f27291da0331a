import fc from 'fast-check';
import { listSearch } from './list-search';
import { ownSearch, PAGE_SIZES, searchToState, stateToSearch } from './table-search';

/** A screen's reading of its URL: parsed once by the list route, then kept by the screen. */
const validatorOf = (filterKeys: readonly string[], sortColumns: readonly string[]) => {
  const own = ownSearch(filterKeys, sortColumns);
  return (raw: unknown) => own(listSearch(raw as Record<string, unknown>));
};

/**
 * Hostile input: a list screen's URL is typed, pasted, shared and edited by hand. For every
 * area's own keys (found by walking the screen declarations, so new areas are covered as they
 * arrive), whatever the search holds, the screen gets a sane table state and never an exception.
 */
interface ScreenKeys {
  id: string;
  filterKeys: string[];
  sortColumns: string[];
  defaultPageSize?: number;
}
const isScreen = (value: unknown): value is ScreenKeys =>
  !!value &&
  typeof value === 'object' &&
  Array.isArray((value as ScreenKeys).filterKeys) &&
  Array.isArray((value as ScreenKeys).sortColumns) &&
  typeof (value as ScreenKeys).id === 'string';

const modules = import.meta.glob('/src/features/*/screen.tsx', { eager: true });
const screens = Object.values(modules).flatMap((module) =>
  Object.values(module as Record<string, unknown>).filter(isScreen),
);

/** What a router may hand a validator for one key: text, numbers, booleans, JSON, garbage. */
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constantFrom('asc', 'desc', '1', '0', '-1', '25', '1e3', ' ', '__proto__', 'NaN'),
  fc.jsonValue(),
  fc.constant(undefined),
  fc.constant(null),
);

it('walks the list screens of every area', () => {
  expect(screens.length).toBeGreaterThanOrEqual(14);
});

describe.each(screens.map((s) => [s.id, s] as const))('the %s list URL', (_, screen) => {
  const validate = validatorOf(screen.filterKeys, screen.sortColumns);
  const keys = ['page', 'size', 'sort', 'dir', 'edit', ...screen.filterKeys, ...screen.sortColumns];
  const search = fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string()), anyValue);
  const allowed = new Set(['page', 'size', 'sort', 'dir', 'edit', ...screen.filterKeys]);

  it('keeps only its own keys, each valid, and never throws', () => {
    fc.assert(
      fc.property(search, (raw) => {
        const out = validate(raw);
        for (const [key, value] of Object.entries(out)) {
          expect(allowed.has(key)).toBe(true);
          expect(['string', 'number']).toContain(typeof value);
        }
        if (out.page !== undefined)
          expect(Number.isSafeInteger(out.page) && out.page >= 1).toBe(true);
        if (out.size !== undefined) expect(PAGE_SIZES).toContain(out.size);
        if (out.sort !== undefined) expect(screen.sortColumns).toContain(out.sort);
        if (out.dir !== undefined) expect(['asc', 'desc']).toContain(out.dir);
      }),
    );
  });

  it('describes a table state that writes back to the same state', () => {
    const defaults = { pageSize: screen.defaultPageSize };
    fc.assert(
      fc.property(search, (raw) => {
        const state = searchToState(validate(raw), defaults);
        expect(state.page).toBeGreaterThanOrEqual(1);
        expect(Number.isSafeInteger(state.pageSize) && state.pageSize >= 1).toBe(true);
        const again = searchToState(validate(stateToSearch(state, defaults)), defaults);
        expect(again).toEqual(state);
      }),
    );
  });
});

it('garbage that is not an object gives the default view', () => {
  const validate = validatorOf(['q'], ['name']);
  fc.assert(
    fc.property(
      fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined)),
      (raw) => {
        expect(validate(raw)).toEqual({});
      },
    ),
  );
});
