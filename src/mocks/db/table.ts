import { DEMO_KEY, onDemoReset, safeStorage } from './storage';

export type Row = Record<string, unknown>;

interface StoredJournal<T> {
  upserts: T[];
  deleted: string[];
}

export interface TableOptions<T extends Row> {
  /** Storage key suffix: `clinic-admin.demo.<name>`. */
  name: string;
  idField: '_id' | 'id';
  /** Prefix of new ids (`cus` → `cus-m3k…`). */
  idPrefix: string;
  /** The generated rows, oldest first; called on first access only, and never mutated. */
  seed: () => readonly T[];
}

/**
 * A demo table: the deterministic seed, plus a journal of the changes made to it (records
 * upserted by id, ids deleted), which is all that goes to local storage. The seeds run to tens
 * of thousands of rows, far beyond local storage's 5 MB; the journal of a demo session is small.
 *
 * Nothing is generated until the table is first read, so a test that never touches results
 * never pays for them. Rows are replaced, never mutated, so the seed can be shared by resets.
 */
export function journaledTable<T extends Row>({ name, idField, idPrefix, seed }: TableOptions<T>) {
  const key = `${DEMO_KEY}.${name}`;
  let rows: Map<string, T> | undefined;
  let upserts = new Map<string, T>();
  let deleted = new Set<string>();
  let ordered: T[] | undefined;
  let newest: T[] | undefined;
  let sequence = 0;

  const idOf = (row: T) => String(row[idField]);

  function load(): Map<string, T> {
    if (rows) return rows;
    rows = new Map(seed().map((row) => [idOf(row), row]));
    const journal = safeStorage.read<StoredJournal<T>>(key);
    upserts = new Map();
    deleted = new Set();
    if (journal && Array.isArray(journal.upserts) && Array.isArray(journal.deleted)) {
      for (const row of journal.upserts) {
        if (!row || typeof row !== 'object' || row[idField] === undefined) continue;
        upserts.set(idOf(row), row);
        rows.set(idOf(row), row);
      }
      for (const id of journal.deleted) {
        deleted.add(String(id));
        rows.delete(String(id));
      }
    }
    return rows;
  }

  function changed() {
    ordered = undefined;
    newest = undefined;
    safeStorage.write(key, { upserts: [...upserts.values()], deleted: [...deleted] });
  }

  const table = {
    name,
    idField,
    idOf,
    /** Oldest first: the seed in creation order, then records added since. */
    all: (): readonly T[] => (ordered ??= [...load().values()]),
    /** The default order of every list: newest first, so a new record heads page 1. */
    newestFirst: (): readonly T[] => (newest ??= [...table.all()].reverse()),
    get: (id: string): T | undefined => load().get(id),
    size: () => load().size,
    newId(): string {
      let id: string;
      do id = `${idPrefix}-${Date.now().toString(36)}${(sequence++).toString(36).padStart(3, '0')}`;
      while (load().has(id));
      return id;
    },
    insert(row: T): T {
      const id = idOf(row);
      load().set(id, row);
      upserts.set(id, row);
      deleted.delete(id);
      changed();
      return row;
    },
    /** Replaces the record with `change` applied (a copy); undefined when there is none. */
    update(id: string, change: Partial<T> | ((old: T) => T)): T | undefined {
      const old = load().get(id);
      if (!old) return undefined;
      const next = typeof change === 'function' ? change(old) : { ...old, ...change };
      rows!.set(id, next);
      upserts.set(id, next);
      changed();
      return next;
    },
    remove(id: string): boolean {
      if (!load().delete(id)) return false;
      upserts.delete(id);
      deleted.add(id);
      changed();
      return true;
    },
    /** Reads the table again from the seed and the stored journal (as a page reload does). */
    reload() {
      rows = undefined;
      ordered = undefined;
      newest = undefined;
    },
    /** Back to the seed: the journal is forgotten, in memory and in storage. */
    reset() {
      table.reload();
      upserts = new Map();
      deleted = new Set();
      safeStorage.remove(key);
    },
  };
  onDemoReset(table.reset);
  // Two pages of one browser stand for two screens on one server (the front desk and the
  // waiting-room display): a change another page journals is read here too.
  if (typeof window !== 'undefined')
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) table.reload();
    });
  return table;
}

export type Table<T extends Row = Row> = ReturnType<typeof journaledTable<T>>;

/** Runs `make` once; later calls answer the same value (seeds are shared, never mutated). */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
