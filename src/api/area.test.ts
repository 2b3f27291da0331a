import { RESOURCES } from '@/mocks/resources';
import { AREAS, type AreaFacts } from './area';

describe('each area’s plain facts', () => {
  it('name every resource of src/api/resources once', () => {
    expect(AREAS.map((area) => area.name).sort()).toEqual(Object.keys(RESOURCES).sort());
  });

  it.each(AREAS.map((area) => [area.name, area] as const))(
    '%s: are its resource’s own name and paths',
    (name, area) => {
      const { declaration } = RESOURCES[name]!;
      expect(declaration.name).toBe(area.name);
      expect(declaration.path).toBe(area.api);
      expect(declaration.paths ?? {}).toMatchObject(area.paths ?? {});
      if (area.paths?.one) expect(declaration.paths?.one).toBe(area.paths.one);
      if (area.paths?.create) expect(declaration.paths?.create).toBe(area.paths.create);
    },
  );

  it('each declaration gives its resource as its default export, which the config check reads', () => {
    const modules = import.meta.glob<{ default?: unknown; area?: AreaFacts }>(
      ['./resources/*.ts', '!./resources/*.test.ts'],
      { eager: true },
    );
    const declared = Object.values(modules).filter((module) => module.area);
    expect(declared).toHaveLength(AREAS.length);
    for (const { area, default: resource } of declared)
      expect(resource, area!.name).toBe(RESOURCES[area!.name]);
  });
});
