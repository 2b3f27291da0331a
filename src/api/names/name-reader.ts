import { ApiError } from '../errors';
import { nameReadLimit } from './limit';
import type * as NameLookup from './name-lookup';
import { getName, namesGeneration, putNames, type Name } from './name-store';

/** How an area's records are read by id and named. */
export interface NameSource<R> {
  /** The area (`customers`): its names' place in the store. */
  area: string;
  /** One record by id, as SPEC §7 reads it; an ApiError 404 means there is none. */
  one: (id: string) => Promise<R>;
  /** Records read as a list from a path of the deployment's (a batch lookup). */
  list: (path: string) => Promise<R[]>;
  /** The batch lookup's path with `{ids}`, if the deployment declares one (config.json). */
  lookupPath: () => string | undefined;
  idOf: (record: R) => string;
  nameOf: (record: R) => string;
}

/** A name that could not be read (the network, the server) is asked for again after this. */
const RETRY_MS = 30_000;

/**
 * Reads the names of records by id, in groups: every id asked for in the same task (a page's
 * rows, and the cells that render them) is one group, and a group's names are stored together
 * once all are read, so the cells showing them change in one update, not one per name. A name
 * known, or being read, is not read again. One `GET` per name, never more than four in flight
 * across the app (`limit.ts`); with a batch lookup declared, a call per 50 ids, its rows checked
 * (`name-lookup.ts`, loaded only then).
 */
export function nameReader<R>(source: NameSource<R>) {
  const { area } = source;
  /** Ids being read, by the session's generation they were asked in. */
  const reading = new Map<string, number>();
  const failedAt = new Map<string, number>();
  let wanted = new Set<string>();
  /** The session's generation the ids in `wanted` were asked in. */
  let wantedIn = -1;
  let session = -1;
  let lookup: Promise<typeof NameLookup> | undefined;
  /** Cleared when the lookup is caught not honouring what it is asked. */
  const honoured = { lookup: true };

  const needsRead = (id: string) =>
    reading.get(id) !== session &&
    (getName(area, id) === undefined || Date.now() - (failedAt.get(id) ?? Infinity) > RETRY_MS);

  const readOne = (id: string, generation: number) =>
    nameReadLimit(async (): Promise<Name | undefined | Error> => {
      if (generation !== namesGeneration()) return undefined;
      try {
        return source.nameOf(await source.one(id)) || null;
      } catch (error) {
        return error instanceof ApiError && error.status === 404 ? null : new Error();
      }
    });

  async function readGroup(ids: string[], generation: number) {
    const path = honoured.lookup ? source.lookupPath() : undefined;
    const looked = path
      ? await (lookup ??= import('./name-lookup')).then((m) =>
          m.lookUp(source, path, ids, generation, honoured),
        )
      : undefined;
    const rest = ids.filter((id) => !looked?.found.has(id));
    const read = await Promise.all(rest.map((id) => readOne(id, generation)));
    for (const id of ids) if (reading.get(id) === generation) reading.delete(id);
    if (generation !== namesGeneration()) return;
    const found = looked?.found ?? new Map<string, Name>();
    rest.forEach((id, i) => {
      const name = read[i];
      if (name === undefined) return;
      if (name instanceof Error) failedAt.set(id, Date.now());
      else failedAt.delete(id);
      found.set(id, name instanceof Error ? null : name);
      if (name && looked?.missed.has(id)) looked.distrust(`left out ${id}, which the server has`);
    });
    putNames(area, found);
  }

  function flush() {
    if (wantedIn !== namesGeneration()) {
      // Asked for in a session that ended before the group was formed: not this one's to read.
      wanted = new Set();
      return;
    }
    if (session !== namesGeneration()) {
      // A new session (after a sign-out) starts afresh: failures and a caught lookup too.
      session = namesGeneration();
      failedAt.clear();
      honoured.lookup = true;
    }
    const ids = [...wanted].filter(needsRead);
    wanted = new Set();
    for (const id of ids) reading.set(id, session);
    if (ids.length) void readGroup(ids, session);
  }

  return {
    area,
    /** Asks for these ids' names; those asked for in the same task are read as one group. */
    request(ids: Iterable<string | undefined>) {
      if (wantedIn !== namesGeneration()) {
        wanted = new Set();
        wantedIn = namesGeneration();
      }
      const idle = !wanted.size;
      for (const id of ids) if (id) wanted.add(id);
      if (idle && wanted.size) queueMicrotask(flush);
    },
  };
}

export type NameReader = ReturnType<typeof nameReader>;
