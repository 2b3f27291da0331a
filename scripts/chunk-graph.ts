interface OutputChunk {
  type: 'chunk' | 'asset';
  name?: string;
  isEntry?: boolean;
  imports?: readonly string[];
}

/**
 * Fails the build when the chunk groups went wrong: the entry (the sign-in page's first load) may
 * load only the groups meant for it, and no chunks may import each other in a circle (a module of
 * one would run before a module of the other it needs, and read its exports undefined).
 */
export function assertChunkGraph(
  bundle: Record<string, OutputChunk>,
  groups: readonly string[],
  withEntry: readonly string[],
) {
  const chunks = Object.entries(bundle).filter(([, output]) => output.type === 'chunk');
  const importsOf = (file: string) => bundle[file]?.imports ?? [];
  for (const [file, chunk] of chunks) {
    if (!chunk.isEntry) continue;
    const loaded = new Set<string>();
    const stack = [file];
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (loaded.has(next)) continue;
      loaded.add(next);
      stack.push(...importsOf(next));
    }
    const grouped = [...loaded].filter((f) => {
      const name = bundle[f]?.name ?? '';
      return f !== file && groups.includes(name) && !withEntry.includes(name);
    });
    if (grouped.length > 0)
      throw new Error(`The entry ${file} loads ${grouped.join(', ')}: see vite.config.ts`);
  }
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    for (const next of importsOf(file)) {
      if (state.get(next) === 'open')
        throw new Error(`Chunks import each other: ${[...path, next].join(' → ')}`);
      if (!state.has(next)) visit(next, [...path, next]);
    }
    state.set(file, 'done');
  };
  for (const [file] of chunks) if (!state.has(file)) visit(file, [file]);
}
