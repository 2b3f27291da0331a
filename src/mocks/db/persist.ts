import { APP_KEY } from '@/app/config';

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * A demo table kept in memory and, in the browser, mirrored to local storage so that changes
 * survive a reload. Unreadable stored data is dropped in favour of the seed.
 */
export function persistedTable<T>(name: string, seed: () => T[]) {
  const key = `${APP_KEY}.demo.${name}`;
  let rows: T[] | undefined;

  const load = (): T[] => {
    if (rows) return rows;
    try {
      const raw = storage()?.getItem(key);
      rows = raw ? (JSON.parse(raw) as T[]) : seed();
    } catch {
      rows = seed();
    }
    return rows;
  };

  return {
    all: (): readonly T[] => load(),
    find: (predicate: (row: T) => boolean) => load().find(predicate),
    insert(row: T) {
      load().push(row);
      this.save();
      return row;
    },
    update(predicate: (row: T) => boolean, change: Partial<T>) {
      const row = load().find(predicate);
      if (row) Object.assign(row as object, change);
      this.save();
      return row;
    },
    save() {
      try {
        storage()?.setItem(key, JSON.stringify(load()));
      } catch {
        // Storage full or blocked: the demo keeps working in memory.
      }
    },
    /** Back to the seed (tests, and the "Reset demo data" action). */
    reset() {
      rows = seed();
      storage()?.removeItem(key);
    },
  };
}
