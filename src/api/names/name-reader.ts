import { ApiError } from '../errors';
import { nameReadLimit } from './limit';
import { getName, namesGeneration, putNames, touchNames, type Name } from './name-store';

/** How an area's records are read by id and named. */
export interface NameSource<R> {
  /** The area (`customers`): its names' place in the store. */
  area: string;
  /** One record by id, as SPEC §7 reads it; an ApiError 404 means there is none. */
  one: (id: string, signal?: AbortSignal) => Promise<R>;
  /** Many records by id through a path of the deployment's (`{ids}`). */
  lookup: (path: string, ids: readonly string[], signal?: AbortSignal) => Promise<R[]>;
  /** That path, if the deployment declares one (read when used: config.json is read at start). */
  lookupPath: () => string | undefined;
  idOf: (record: R) => string;
  nameOf: (record: R) => string;
}

/** A name that could not be read (the network, the server) is asked for again after this. */
const RETRY_MS = 30_000;
/** Ids per batch lookup: a URL of 50 ids stays far below what servers accept. */
const LOOKUP_CHUNK = 50;

type Outcome = { name: Name } | { failed: true } | { skipped: true };

/**
 * Reads the names of records by id, in groups: every id asked for in the same task (a page's
 * rows, and the cells that render them) is one group, and a group's names are stored together
 * once all of them are read, so the cells showing them change in one update, not one per name.
 * A name already known, or being read, is not read again.
 *
 * With a batch lookup declared, a group costs one request per 50 ids. Its rows are checked
 * against the ids asked for: a server that answered other records (it ignored the ids), or
 * left out records it has (read one by one afterwards), does not honour the lookup, and names
 * are read one at a time from then on. Without it, one `GET` per name, never more than four in
 * flight across the app (`limit.ts`).
 */
export function nameReader<R>(source: NameSource<R>) {
  const { area } = source;
  /** Ids being read, and in which session's generation (a sign-out's reads do not count). */
  const reading = new Map<string, number>();
  const failedAt = new Map<string, number>();
  let wanted = new Set<string>();
  let lookupHonoured = true;
  /** A new session (after a sign-out) starts afresh: failures and a distrusted lookup too. */
  let session = namesGeneration();

  const needsRead = (id: string) => {
    if (reading.get(id) === namesGeneration()) return false;
    const known = getName(area, id);
    if (known === undefined) return true;
    const failed = failedAt.get(id);
    return known === null && failed !== undefined && Date.now() - failed > RETRY_MS;
  };

  function distrust(path: string, why: string) {
    if (!lookupHonoured) return;
    lookupHonoured = false;
    console.warn(
      `config.json's lookups.${area} ("${path}") ${why}: the server does not honour it, so ` +
        `${area} are read one at a time (GET by id) until the next sign-in or reload.`,
    );
  }

  const readOne = (id: string, generation: number) =>
    nameReadLimit(async (): Promise<Outcome> => {
      if (generation !== namesGeneration()) return { skipped: true };
      try {
        return { name: source.nameOf(await source.one(id)) || null };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { name: null };
        return { failed: true };
      }
    });

  /** The names the lookup gave, and the ids it answered for without a record. */
  async function viaLookup(path: string, ids: string[], generation: number) {
    const found = new Map<string, Name>();
    const missed = new Set<string>();
    for (let at = 0; at < ids.length; at += LOOKUP_CHUNK) {
      const chunk = ids.slice(at, at + LOOKUP_CHUNK);
      const rows = await nameReadLimit(async () =>
        generation === namesGeneration() ? source.lookup(path, chunk) : [],
      ).catch((error: unknown) => {
        // A refusal (a 400 for a parameter it does not know) will not change; the network may.
        if (error instanceof ApiError && error.kind !== 'network') distrust(path, 'was refused');
        return undefined;
      });
      if (!rows) continue;
      const asked = new Set(chunk);
      for (const row of rows) {
        const id = source.idOf(row);
        if (asked.has(id)) found.set(id, source.nameOf(row) || null);
        else distrust(path, `answered ${id}, which was not asked for`);
      }
      for (const id of chunk) if (!found.has(id)) missed.add(id);
    }
    return { found, missed };
  }

  async function readGroup(ids: string[], generation: number) {
    const path = lookupHonoured ? source.lookupPath() : undefined;
    const { found, missed } = path
      ? await viaLookup(path, ids, generation)
      : { found: new Map<string, Name>(), missed: new Set<string>() };
    const rest = ids.filter((id) => !found.has(id));
    const outcomes = await Promise.all(rest.map((id) => readOne(id, generation)));
    for (const id of ids) if (reading.get(id) === generation) reading.delete(id);
    if (generation !== namesGeneration()) return;
    rest.forEach((id, i) => {
      const outcome = outcomes[i]!;
      if ('skipped' in outcome) return;
      if ('failed' in outcome) {
        failedAt.set(id, Date.now());
        found.set(id, null);
        return;
      }
      failedAt.delete(id);
      found.set(id, outcome.name);
      if (path && outcome.name !== null && missed.has(id))
        distrust(path, `left out ${id}, which the server has`);
    });
    putNames(area, found);
  }

  function flush() {
    if (session !== namesGeneration()) {
      session = namesGeneration();
      failedAt.clear();
      lookupHonoured = true;
    }
    const group = [...wanted];
    wanted = new Set();
    touchNames(area, group);
    const ids = group.filter(needsRead);
    if (ids.length === 0) return;
    const generation = namesGeneration();
    for (const id of ids) reading.set(id, generation);
    void readGroup(ids, generation);
  }

  return {
    area,
    /** Asks for these ids' names; those asked for in the same task are read as one group. */
    request(ids: Iterable<string | undefined>) {
      const before = wanted.size;
      for (const id of ids) if (id) wanted.add(id);
      if (before === 0 && wanted.size > 0) queueMicrotask(flush);
    },
  };
}

export type NameReader = ReturnType<typeof nameReader>;
