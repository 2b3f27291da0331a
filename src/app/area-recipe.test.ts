import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';
import { http, HttpResponse } from 'msw';
import { factsOf } from '../../build/area-facts';
import { AREAS, type AreaFacts } from '@/api/area';
import { navGroups } from '@/components/layout/nav';
import { fieldsScreen } from '@/components/resource-screen/fields-screen';
import { areaHandlers } from '@/mocks/handlers/resources';
import { server } from '@/mocks/node';
import type { AnyResource } from '@/mocks/resources';
import { storeSession } from '@/test/session';
import { areaFieldsOf } from './config-check';
import { listScreensOf } from './list-screens';

/**
 * The README's recipe for adding an area, followed to the letter: its files (the blocks marked
 * `<!-- recipe: <path> -->`) written into a copy, then each thing the recipe promises checked
 * on the throwaway area they declare.
 */
const README = readFileSync('README.md', 'utf8');
const FILES = new Map(
  [...README.matchAll(/<!-- recipe: (\S+) -->\s*```\w*\n([\s\S]*?)```/g)].map(
    ([, path, text]) => [path!, text!] as const,
  ),
);
const DECLARATION = 'src/api/resources/suppliers.ts';
const ROUTE = 'src/routes/_app/suppliers/index.tsx';
const LANGUAGES = ['en', 'fr', 'ar'];

let copy = '';
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(copy, path)), { recursive: true });
  writeFileSync(join(copy, path), text);
};

beforeAll(() => {
  // Where git, lint and the suite's globs never look (test-results/), under the project's packages.
  mkdirSync('test-results', { recursive: true });
  copy = resolve(mkdtempSync(join('test-results', 'area-recipe-')));
  cpSync('src/routes', join(copy, 'src/routes'), { recursive: true });
  for (const [path, text] of FILES) write(path, text);
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the README’s recipe for an area', () => {
  it('takes five files: the declaration, the route and the texts in three languages', () => {
    expect([...FILES.keys()].sort()).toEqual(
      [DECLARATION, ROUTE, ...LANGUAGES.map((l) => `public/locales/${l}/areas.json`)].sort(),
    );
  });

  it('declares an area the start, the sidebar and the list screens know, read without its code', () => {
    const facts = factsOf(DECLARATION, FILES.get(DECLARATION)!) as unknown as AreaFacts;
    const areas = [...AREAS, facts];
    expect(listScreensOf(areas)['/suppliers']).toEqual({ id: 'suppliers', api: 'api/suppliers' });
    const billing = navGroups(areas).find((group) => group.id === 'billing');
    expect(billing?.entries.at(-1)).toMatchObject({
      to: '/suppliers',
      label: 'areas:suppliers.title',
    });
  });

  it('is served by the demo backend, known to the config check, with a screen and texts', async () => {
    const module = (await import(/* @vite-ignore */ join(copy, DECLARATION))) as Record<
      string,
      unknown
    > & { area: AreaFacts; suppliers: AnyResource };
    const { area, suppliers } = module;
    expect(areaFieldsOf([module]).get('suppliers')).toEqual(
      expect.arrayContaining(['name', 'contact', 'leadDays', 'kind', 'active', 'createdAt']),
    );

    storeSession();
    server.use(...areaHandlers({ suppliers }));
    const made = await suppliers.api.create({ name: 'Atlas Lab Supply', kind: 'goods' });
    const page = await suppliers.api.list({ page: 1, pageSize: 10 });
    expect(page.items).toEqual([expect.objectContaining({ name: 'Atlas Lab Supply' })]);
    expect(made).toMatchObject({ name: 'Atlas Lab Supply' });
    await suppliers.api.remove(suppliers.idOf(made!));

    // The catalogue's default failure text, as SPEC §8 names no word for this area.
    server.use(http.get('*/api/suppliers', () => HttpResponse.json({}, { status: 500 })));
    await expect(suppliers.api.list({ page: 1, pageSize: 10 })).rejects.toThrow(
      'Failed to fetch records',
    );

    // Every text the screen and its route name, in each language.
    const screen = fieldsScreen(suppliers, area.list!);
    const keys = [
      ...['title', 'new', 'edit', 'saved'].map((k) => `suppliers.${k}`),
      ...screen.columns.map((c) => c.header),
      ...screen.fields.flatMap((f) => [
        f.label,
        ...('options' in f ? f.options.map((o) => o.label) : []),
      ]),
      'suppliers.values.active.true',
      'suppliers.values.active.false',
    ];
    for (const lng of LANGUAGES) {
      const texts = JSON.parse(FILES.get(`public/locales/${lng}/areas.json`)!) as object;
      const missing = keys.filter(
        (key) =>
          typeof key
            .split('.')
            .reduce<unknown>((at, k) => (at as Record<string, unknown> | undefined)?.[k], texts) !==
          'string',
      );
      expect(missing, lng).toEqual([]);
    }
  });

  it('adds a route the router generates', async () => {
    const config = getConfig(
      {
        routesDirectory: join(copy, 'src/routes'),
        generatedRouteTree: join(copy, 'src/routeTree.gen.ts'),
        quoteStyle: 'single',
        disableLogging: true,
      },
      copy,
    );
    await new Generator({ config, root: copy }).run();
    const tree = readFileSync(join(copy, 'src/routeTree.gen.ts'), 'utf8');
    expect(tree).toContain("'/_app/suppliers/'");
    expect(tree).toContain("'/suppliers'");
  });
});
