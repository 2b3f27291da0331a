import { declaredAreas } from './config-check';

describe('the areas config.json may rename fields of', () => {
  // The check reads the declarations' source (to stay out of the screens' chunks): it must find
  // every resource with exactly the fields the resource itself declares.
  it('are every declared resource, with its own fields', async () => {
    const modules = import.meta.glob<Record<string, unknown>>(
      ['../api/resources/*.ts', '!../api/resources/*.test.ts'],
      { eager: true },
    );
    const declared = new Map<string, string[]>();
    for (const module of Object.values(modules))
      for (const value of Object.values(module))
        if (value && typeof value === 'object' && 'declaration' in value) {
          const { name, fields } = (value as { declaration: { name: string; fields: object } })
            .declaration;
          declared.set(name, [...Object.keys(fields), 'createdAt', 'updatedAt']);
        }
    expect(declared.size).toBeGreaterThan(15);
    expect(Object.fromEntries(await declaredAreas())).toEqual(Object.fromEntries(declared));
  });
});
