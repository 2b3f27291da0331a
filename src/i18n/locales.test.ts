import { LANGUAGES, NAMESPACES, ON_DEMAND_NAMESPACES, textDirection } from './config';

/** Every locale file the app ships, as raw JSON text keyed by "lng/ns". */
const files = import.meta.glob<string>('/public/locales/*/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const catalogue: Record<string, Record<string, unknown>> = {};
for (const [path, text] of Object.entries(files)) {
  const [, lng, ns] = path.match(/locales\/([^/]+)\/([^/]+)\.json$/) ?? [];
  if (lng && ns) catalogue[`${lng}/${ns}`] = JSON.parse(text) as Record<string, unknown>;
}

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf of a nested dictionary, as dotted key paths with their texts. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) for (const [p, v] of leaves(value, path)) out.set(p, v);
    else out.set(path, value);
  }
  return out;
}

/** Key paths of `reference` that `translation` lacks or leaves without text. */
function missingKeys(reference: Tree, translation: Tree): string[] {
  const have = leaves(translation);
  return [...leaves(reference).keys()].filter((path) => {
    const text = have.get(path);
    return typeof text !== 'string' || text.trim() === '';
  });
}

const placeholders = (text: unknown) =>
  typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
    : [];

const english = LANGUAGES.find((l) => l.code === 'en');
const englishNamespaces = Object.keys(catalogue)
  .filter((key) => key.startsWith('en/'))
  .map((key) => key.slice(3));
const allNamespaces = [...NAMESPACES, ...ON_DEMAND_NAMESPACES];
const translations = LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code);

describe('the key comparison itself', () => {
  it('finds keys missing at any depth, and keys left empty', () => {
    const reference = { a: 'A', nested: { b: 'B', deeper: { c: 'C' } }, d: 'D' };
    const translation = { a: 'a', nested: { deeper: {} }, d: ' ' };
    expect(missingKeys(reference, translation)).toEqual(['nested.b', 'nested.deeper.c', 'd']);
    expect(missingKeys(reference, reference)).toEqual([]);
  });
});

describe('the translations', () => {
  it('are English by default and cover every namespace the app loads', () => {
    expect(english).toBeDefined();
    expect(englishNamespaces.sort()).toEqual([...allNamespaces].sort());
  });

  it.each(translations.flatMap((lng) => allNamespaces.map((ns) => [lng, ns] as const)))(
    '%s has a %s.json file',
    (lng, ns) => {
      expect(Object.keys(catalogue)).toContain(`${lng}/${ns}`);
    },
  );

  it.each(translations.flatMap((lng) => englishNamespaces.map((ns) => [lng, ns] as const)))(
    '%s/%s.json has every key English has',
    (lng, ns) => {
      expect(missingKeys(catalogue[`en/${ns}`] ?? {}, catalogue[`${lng}/${ns}`] ?? {})).toEqual([]);
    },
  );

  it.each(translations.flatMap((lng) => englishNamespaces.map((ns) => [lng, ns] as const)))(
    '%s/%s.json keeps the placeholders of every English text',
    (lng, ns) => {
      const translated = leaves(catalogue[`${lng}/${ns}`] ?? {});
      const differing = [...leaves(catalogue[`en/${ns}`] ?? {})]
        .filter(
          ([path, text]) => placeholders(text).join() !== placeholders(translated.get(path)).join(),
        )
        .map(([path]) => path);
      expect(differing).toEqual([]);
    },
  );
});

describe('the error catalogue in English (SPEC §8)', () => {
  it('has the default failure texts of sign-in, registration and password update', () => {
    expect(catalogue['en/errors']?.auth).toEqual({
      loginFailed: 'Login failed',
      registrationFailed: 'Registration failed',
      updatePasswordFailed: 'Failed to update password',
    });
  });
});

describe('text direction', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['en', 'ltr'],
    ['fr', 'ltr'],
    ['de', 'ltr'],
    [undefined, 'ltr'],
  ])('%s is written %s', (lng, dir) => {
    expect(textDirection(lng)).toBe(dir);
  });
});
