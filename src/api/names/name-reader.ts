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

interface Group {
  ids: Set<string>;
  first: Set<string>;
  generation: number;
}

/** A name that could not be read (the network, the server) is asked for again after this. */
const RETRY_MS = 30_000;

/** Groups asked for and not yet answered, across every reader: 0 when no name is on its way. */
let busy = 0;
const idleListeners = new Set<() => void>();
const setBusy = (change: number) => {
  busy += change;
  if (busy === 0) idleListeners.forEach((listener) => listener());
};
/** Whether a name is asked for or on its way (what the next page's names wait for). */
export const namesBusy = () => busy > 0;
/** Calls `listener` each time the last name on its way has come; returns the unsubscribe. */
export function onNamesIdle(listener: () => void) {
  idleListeners.add(listener);
  return () => void idleListeners.delete(listener);
}

/**
 * Runs `run` in a task once the frame being prepared has been painted: an animation frame just
 * before it, a second one, which comes only once the first frame is drawn, then a task. A task
 * queued from the first frame alone runs once that frame is committed but before it is shown:
 * the names' requests then left before the rows' paint, and Lighthouse's simulation counted
 * them (with their preflights) as work before the largest paint. A tab in the background
 * paints no frame: a task stands in.
 */
export function afterPaint(run: () => void) {
  if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden')
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run)));
  else setTimeout(run);
}

/**
 * Reads the names of records by id, in groups: every id asked for in the same task (a page's
 * first screenful of rows, and the cells that render them) is one group, and a group's names
 * are stored together once all are read, so the cells showing them change in one update, not
 * one per name. Reads start after the next paint: what the first paint shows never waits for a
 * name, nor competes with one for the network. Groups are read in the order they were asked
 * (the rows on screen first), a name known or being read is not read again. One `GET` per
 * name, never more than four in flight across the app (`limit.ts`); with a batch lookup
 * declared, a call per 50 ids, its rows checked (`name-lookup.ts`, loaded only then).
 */
export function nameReader<R>(source: NameSource<R>) {
  const { area } = source;
  /** Ids being read, by the session's generation they were asked in. */
  const reading = new Map<string, number>();
  const failedAt = new Map<string, number>();
  /**
   * Groups formed and waiting for the paint, in the order asked, each with its generation and
   * the ids named before the others (the rows on screen).
   */
  let queued: Group[] = [];
  /** The group of the running task, until the task ends. */
  let open: Group | undefined;
  let flushing = false;
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

  async function readGroup(ids: string[], first: ReadonlySet<string>, generation: number) {
    const path = honoured.lookup ? source.lookupPath() : undefined;
    const looked = path
      ? await (lookup ??= import('./name-lookup')).then((m) =>
          m.lookUp(source, path, ids, generation, honoured),
        )
      : undefined;
    const found = looked?.found ?? new Map<string, Name>();
    const rest = ids.filter((id) => !found.has(id));
    // Through the limit, first come first served: the rows on screen are read first and shown
    // as soon as they are all there, the rest of the page in a second update.
    const parts = [rest.filter((id) => first.has(id)), rest.filter((id) => !first.has(id))];
    const reads = parts.map((part) => Promise.all(part.map((id) => readOne(id, generation))));
    let done = ids.filter((id) => found.has(id));
    for (const [p, part] of parts.entries()) {
      const read = await reads[p]!;
      done = [...done, ...part];
      for (const id of done) if (reading.get(id) === generation) reading.delete(id);
      done = [];
      if (generation !== namesGeneration()) return;
      part.forEach((id, i) => {
        const name = read[i];
        if (name === undefined) return;
        if (name instanceof Error) failedAt.set(id, Date.now());
        else failedAt.delete(id);
        found.set(id, name instanceof Error ? null : name);
        if (name && looked?.missed.has(id)) looked.distrust(`left out ${id}, which the server has`);
      });
      if (!found.size) continue;
      putNames(area, found);
      found.clear();
    }
  }

  function flush() {
    flushing = false;
    const groups = queued;
    queued = [];
    for (const group of groups) {
      if (group.generation !== namesGeneration()) {
        // Asked for in a session that ended before it was read: not this one's to read.
        setBusy(-1);
        continue;
      }
      if (session !== namesGeneration()) {
        // A new session (after a sign-out) starts afresh: failures and a caught lookup too.
        session = namesGeneration();
        failedAt.clear();
        honoured.lookup = true;
      }
      const ids = [...group.ids].filter(needsRead);
      for (const id of ids) reading.set(id, session);
      if (!ids.length) setBusy(-1);
      else void readGroup(ids, group.first, session).finally(() => setBusy(-1));
    }
  }

  return {
    area,
    /**
     * Asks for these ids' names; those asked for in the same task are read as one group, after
     * the groups asked before it, once the next frame is painted. `first`: these are on screen,
     * read before the group's others and shown as soon as they are all there.
     */
    request(ids: Iterable<string | undefined>, { first = false } = {}) {
      const wanted = [...ids].filter((id): id is string => !!id);
      if (!wanted.length) return;
      if (!open) {
        const group: Group = { ids: new Set(), first: new Set(), generation: namesGeneration() };
        open = group;
        setBusy(1);
        queueMicrotask(() => {
          open = undefined;
          queued.push(group);
          if (flushing) return;
          flushing = true;
          afterPaint(flush);
        });
      }
      for (const id of wanted) {
        open.ids.add(id);
        if (first) open.first.add(id);
      }
    },
  };
}

export type NameReader = ReturnType<typeof nameReader>;
