import { DEMO_KEY, onDemoReset, safeStorage } from './storage';

/**
 * A small demo table kept in memory and, in the browser, mirrored whole to local storage so
 * that changes survive a reload. Unreadable stored data is dropped in favour of the seed.
 * (The large generated tables keep a journal of changes instead: see table.ts.)
 */
export function persistedTable<T>(name: string, seed: () => T[]) {
  const key = `${DEMO_KEY}.${name}`;
  let rows: T[] | undefined;

  const load = (): T[] => {
    if (rows) return rows;
    const stored = safeStorage.read<unknown>(key);
    rows = Array.isArray(stored) ? (stored as T[]) : seed();
    return rows;
  };

  const table = {
    all: (): readonly T[] => load(),
    find: (predicate: (row: T) => boolean) => load().find(predicate),
    insert(row: T) {
      load().push(row);
      table.save();
      return row;
    },
    update(predicate: (row: T) => boolean, change: Partial<T>) {
      const row = load().find(predicate);
      if (row) Object.assign(row as object, change);
      table.save();
      return row;
    },
    save() {
      safeStorage.write(key, load());
    },
    /** Back to the seed (tests, and the "Reset demo data" action). */
    reset() {
      rows = seed();
      safeStorage.remove(key);
    },
  };
  onDemoReset(table.reset);
  return table;
}
