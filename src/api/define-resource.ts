import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { defineApi, type Changes, type ResourceDeclaration } from './resource/api';
import {
  cacheOf,
  isOptimisticId,
  optimisticId,
  type ResourceCache,
  type Snapshot,
} from './resource/cache';
import type { FetchAllProgress } from './resource/fetch-all';
import { withoutPending, withoutPendingItems } from './resource/outbox-store';
import type { Filters, ListParams } from './resource/paging';
import type { ResourceDocument } from './resource/schemas';

export type { ListPage, ListParams, Filters } from './resource/paging';
export type { FetchAllProgress } from './resource/fetch-all';
export type { ResourceDocument } from './resource/schemas';
export { isOptimisticId };

type Shape = z.core.$ZodLooseShape;

/**
 * Queries keyed broad to narrow: `[name]`, `[name, 'list', params]`, `[name, 'detail', id]`,
 * `[name, 'all', filters]`; calls of their own go under `[name, <call>, …]`.
 */
export function resourceKeys(name: string) {
  return {
    root: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (params: ListParams) => [name, 'list', params] as const,
    detail: (id: string) => [name, 'detail', id] as const,
    all: (filters: Filters = {}) => [name, 'all', filters] as const,
    allProgress: (filters: Filters = {}) => [name, 'all-progress', filters] as const,
    call: (...parts: unknown[]) => [name, ...parts] as const,
  };
}

interface OptimisticMutation<TVars, TResult, T extends object> {
  name: string;
  cache: ResourceCache<T>;
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** Applied to the cache at once; rolled back if the call fails. */
  optimistic?: (client: QueryClient, vars: TVars) => unknown;
  /** Applied with the server's answer. */
  settle?: (client: QueryClient, result: TResult, vars: TVars, optimisticResult: unknown) => void;
  /** Only these queries refetch afterwards (default: the whole resource). */
  refetch?: (vars: TVars) => readonly unknown[];
}

/**
 * One mutation with SPEC §4's cache rules: change the cached copies at once, roll back and
 * report the error on failure, then let the affected queries refetch quietly so counts converge
 * (the data stays on screen while they do).
 */
export function useOptimisticMutation<TVars, TResult, T extends object>(
  spec: OptimisticMutation<TVars, TResult, T>,
) {
  const client = useQueryClient();
  return useMutation<TResult, Error, TVars, { snapshot: Snapshot; optimistic: unknown }>({
    mutationKey: [spec.name],
    mutationFn: spec.mutationFn,
    onMutate: async (vars) => {
      // Nothing to roll back: leave in-flight queries alone.
      if (!spec.optimistic) return { snapshot: [], optimistic: undefined };
      await client.cancelQueries({ queryKey: [spec.name] });
      const snapshot = spec.cache.snapshot(client);
      return { snapshot, optimistic: spec.optimistic?.(client, vars) };
    },
    onError: (_error, _vars, context) => {
      if (context) spec.cache.restore(client, context.snapshot);
    },
    onSuccess: (result, vars, context) => spec.settle?.(client, result, vars, context?.optimistic),
    onSettled: (_result, _error, vars) =>
      client.invalidateQueries({ queryKey: spec.refetch?.(vars) ?? [spec.name] }),
  });
}

/**
 * The one factory: a resource declaration becomes its calls (`api`), query keys, `queryOptions`
 * for loaders and prefetching, and the hooks screens use. Areas with calls of their own add them
 * next to their declaration with the same building blocks.
 */
export function defineResource<F extends Shape, const I extends '_id' | 'id'>(
  declaration: ResourceDeclaration<F, I>,
) {
  const resource = defineApi(declaration);
  const { name, api, idOf } = resource;
  type Entity = z.output<typeof resource.schema>;
  type Body = z.input<typeof resource.body>;
  const keys = resourceKeys(name);
  const cache = cacheOf<Entity>(name, idOf);

  const queries = {
    list: (params: ListParams) =>
      queryOptions({
        queryKey: keys.list(params),
        // A record whose delete is still on its way (Undo window, or a page closed before it
        // ended) is not shown again by a refetch or a reload.
        queryFn: async ({ signal }) => withoutPending(name, idOf, await api.list(params, signal)),
      }),
    one: (id: string) =>
      queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => api.one(id, signal) }),
    /** Progress is kept in the cache too, under `allProgress`, for a progress bar. */
    all: (filters: Filters = {}) =>
      queryOptions({
        queryKey: keys.all(filters),
        queryFn: async ({ signal, client }) =>
          withoutPendingItems(
            name,
            idOf,
            await api.all(filters, {
              signal,
              onProgress: (progress) => client.setQueryData(keys.allProgress(filters), progress),
            }),
          ),
        staleTime: 60_000,
      }),
  };

  const placeholder = (values: Body): Entity =>
    ({
      ...values,
      [declaration.idField]: optimisticId(),
      createdAt: new Date().toISOString(),
      documents: [],
    }) as Entity;

  const hooks = {
    /** One page; the previous page stays on screen while the next one loads. */
    useList: (params: ListParams, options: { enabled?: boolean } = {}) =>
      useQuery({ ...queries.list(params), placeholderData: keepPreviousData, ...options }),
    useOne: (id: string | undefined) =>
      useQuery({ ...queries.one(id ?? ''), enabled: !!id && !isOptimisticId(id) }),
    useAll: (filters: Filters = {}, options: { enabled?: boolean } = {}) => {
      const query = useQuery({ ...queries.all(filters), ...options });
      const progress = useQuery<FetchAllProgress | null>({
        queryKey: keys.allProgress(filters),
        queryFn: skipToken,
      });
      return { ...query, progress: progress.data ?? null };
    },
    useCreate: () =>
      useOptimisticMutation({
        name,
        cache,
        mutationFn: (values: Body) => api.create(values),
        optimistic: (client, values) => {
          const record = placeholder(values);
          cache.insert(client, record);
          return idOf(record);
        },
        settle: (client, saved, _values, placeholderId) => {
          if (saved) cache.replace(client, placeholderId as string, saved);
        },
      }),
    /** A PUT of the whole record as cached, with `values` on top (`api.update`). */
    useUpdate: () => {
      const client = useQueryClient();
      return useOptimisticMutation({
        name,
        cache,
        mutationFn: ({ id, values }: { id: string; values: Changes<Body> }) =>
          api.update(id, values, cache.find(client, id)),
        optimistic: (client, { id, values }) =>
          cache.replace(client, id, (old) => ({ ...old, ...values })),
        settle: (client, saved, { id }) => {
          if (saved) cache.replace(client, id, saved);
        },
      });
    },
    useRemove: () =>
      useOptimisticMutation({
        name,
        cache,
        mutationFn: (id: string) => api.remove(id),
        optimistic: (client, id) => cache.remove(client, id),
      }),
    /**
     * The file is appended when the server has stored it (there is nothing to show before); an
     * answer that does not describe it has the owner's lists and record read again.
     */
    useUpload: () =>
      useOptimisticMutation({
        name,
        cache,
        mutationFn: ({ ownerId, file, onProgress }: UploadVars) =>
          api.upload(ownerId, file, { onProgress }),
        settle: (client, document: ResourceDocument | undefined, { ownerId }) => {
          if (document) cache.appendDocument(client, ownerId, document);
          else void client.invalidateQueries({ queryKey: keys.root });
        },
        refetch: ({ ownerId }) => keys.detail(ownerId),
      }),
  };

  return { ...resource, keys, queries, cache, hooks };
}

export interface UploadVars {
  ownerId: string;
  file: File | Blob;
  onProgress?: (fraction: number) => void;
}
