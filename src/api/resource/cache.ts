import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { filterParams, withItems, type ListPage, type ListParams } from './paging';
import type { ResourceDocument } from './schemas';

/** Placeholder ids of records that exist only until the server answers. */
const OPTIMISTIC = 'optimistic:';
let sequence = 0;
export const optimisticId = () => `${OPTIMISTIC}${++sequence}`;
export const isOptimisticId = (id: string) => id.startsWith(OPTIMISTIC);

export type Snapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

type WithDocuments = { documents?: ResourceDocument[] | undefined };

/**
 * Every cached copy of one resource's records: list pages `[name, 'list', params]`, all-items
 * lists `[name, 'all', filters]` and details `[name, 'detail', id]`. SPEC §4: after a create the
 * item is added to the list (and the all-items list), an update replaces it in place, a delete
 * removes it by id, an upload appends the file to the owner's documents.
 */
export function cacheOf<T extends object>(name: string, idOf: (record: T) => string) {
  const mapRecords = (client: QueryClient, change: (record: T) => T | undefined) => {
    const mapList = (items: T[]) => {
      let touched = false;
      const out: T[] = [];
      for (const item of items) {
        const next = change(item);
        if (next !== item) touched = true;
        if (next) out.push(next);
      }
      return touched ? out : items;
    };
    client.setQueriesData<ListPage<T>>({ queryKey: [name, 'list'] }, (page) => {
      return page && withItems(page, mapList(page.items));
    });
    client.setQueriesData<T[]>({ queryKey: [name, 'all'] }, (items) => items && mapList(items));
    client.setQueriesData<T>({ queryKey: [name, 'detail'] }, (record) =>
      record ? (change(record) ?? record) : record,
    );
  };

  return {
    /** What to restore if the server refuses the change. */
    snapshot: (client: QueryClient): Snapshot => client.getQueriesData({ queryKey: [name] }),
    restore(client: QueryClient, snapshot: Snapshot) {
      for (const [key, data] of snapshot) client.setQueryData(key, data);
    },

    /** New records go first on the first page of unfiltered lists and last in all-items lists. */
    insert(client: QueryClient, record: T) {
      for (const [key, page] of client.getQueriesData<ListPage<T>>({ queryKey: [name, 'list'] })) {
        const params = key[2] as ListParams | undefined;
        if (!page || page.page !== 1 || Object.keys(filterParams(params?.filters)).length) continue;
        const items = [record, ...page.items];
        const overflow = items.length > page.pageSize;
        client.setQueryData<ListPage<T>>(key, {
          ...page,
          items: overflow ? items.slice(0, page.pageSize) : items,
          total: page.total === undefined ? undefined : page.total + 1,
          hasNextPage: page.hasNextPage || overflow,
        });
      }
      for (const [key, items] of client.getQueriesData<T[]>({ queryKey: [name, 'all'] })) {
        const filters = key[2] as ListParams['filters'];
        if (items && !Object.keys(filterParams(filters)).length)
          client.setQueryData(key, [...items, record]);
      }
    },

    /** Puts `record` where the record with `id` was (the placeholder, or the old version). */
    replace(client: QueryClient, id: string, record: T | ((old: T) => T)) {
      mapRecords(client, (item) =>
        idOf(item) === id ? (typeof record === 'function' ? record(item) : record) : item,
      );
      const detail = client.getQueryData<T>([name, 'detail', id]);
      const next = detail && (typeof record === 'function' ? record(detail) : record);
      if (next && idOf(next) !== id) client.setQueryData([name, 'detail', idOf(next)], next);
    },

    /**
     * Brings records with `ids` back where they were in `snapshot` (an undone or refused
     * delete), leaving every other change made since alone: a record saved or deleted meanwhile
     * keeps its new state. A list that no longer holds a copy gets it back at its old position.
     */
    reinstate(client: QueryClient, snapshot: Snapshot, ids: readonly string[]) {
      const wanted = new Set(ids);
      if (!wanted.size) return;
      const merge = (before: T[], now: T[]) => {
        const present = new Set(now.map(idOf));
        const out = [...now];
        before.forEach((item, index) => {
          if (wanted.has(idOf(item)) && !present.has(idOf(item)))
            out.splice(Math.min(index, out.length), 0, item);
        });
        return out;
      };
      for (const [key, data] of snapshot) {
        if (!data) continue;
        if (key[1] === 'list') {
          const before = data as ListPage<T>;
          const now = client.getQueryData<ListPage<T>>(key);
          if (!now) continue;
          const items = merge(before.items, now.items);
          const added = items.length - now.items.length;
          if (added)
            client.setQueryData<ListPage<T>>(key, {
              ...now,
              items,
              total: now.total === undefined ? undefined : now.total + added,
            });
        } else if (key[1] === 'all') {
          const now = client.getQueryData<T[]>(key);
          if (now) client.setQueryData(key, merge(data as T[], now));
        } else if (key[1] === 'detail' && wanted.has(key[2] as string)) {
          if (client.getQueryData(key) === undefined) client.setQueryData(key, data);
        }
      }
    },

    remove(client: QueryClient, id: string) {
      mapRecords(client, (item) => (idOf(item) === id ? undefined : item));
      client.removeQueries({ queryKey: [name, 'detail', id], exact: true });
    },

    appendDocument(client: QueryClient, ownerId: string, document: ResourceDocument) {
      mapRecords(client, (item) =>
        idOf(item) === ownerId
          ? ({ ...item, documents: [...((item as WithDocuments).documents ?? []), document] } as T)
          : item,
      );
    },

    /**
     * A record already held in any cached copy (a detail, a list page, an all-items list): an
     * editor opens at once, and areas without a fetch-by-id call (SPEC §7) can open what they listed.
     */
    find(client: QueryClient, id: string): T | undefined {
      const detail = client.getQueryData<T>([name, 'detail', id]);
      if (detail) return detail;
      // Of the lists, the copy read last: after a change the server answered without saying
      // what changed (an upload answered `{ ok: true }`), the lists on screen are read again but
      // one read before it (a page left earlier) still holds the record as it was, and an open
      // drawer showed that copy: without the document just uploaded.
      let freshest: { at: number; item: T } | undefined;
      for (const query of client.getQueryCache().findAll({ queryKey: [name] })) {
        const { data, dataUpdatedAt } = query.state;
        if (!data) continue;
        const kind = query.queryKey[1];
        const items =
          kind === 'list' ? (data as ListPage<T>).items : kind === 'all' ? (data as T[]) : [];
        const found = items?.find((item) => idOf(item) === id);
        if (found && (!freshest || dataUpdatedAt > freshest.at))
          freshest = { at: dataUpdatedAt, item: found };
      }
      return freshest?.item;
    },
  };
}
export type ResourceCache<T extends object> = ReturnType<typeof cacheOf<T>>;
