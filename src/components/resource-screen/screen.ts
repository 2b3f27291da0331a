import type { FetchQueryOptions, QueryClient, UseQueryResult } from '@tanstack/react-query';
import type { LinkProps } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { Filters, ListPage, ListParams, UploadVars } from '@/api/define-resource';
import type { FetchAllOptions } from '@/api/resource/fetch-all';
import type { ResourceCache } from '@/api/resource/cache';
import type { ResourceDocument } from '@/api/resource/schemas';
import type { DataColumn, DataTableState } from '../data-table/types';
import {
  filterKeysOf,
  listParamsOf,
  searchToState,
  ownSearch,
  sortColumnsOf,
  type TableSearch,
} from '../data-table/table-search';
import { remembered } from '../data-table/use-table-url-state';
import type { FieldSpec } from '../resource-form/types';

/** A mutation as screens use it; its variables are the area's own (callers pass them as such). */
/**
 * A mutation as a screen calls it. A method, so each area's own body type fits: the values a
 * screen sends are its form's, checked by the area's own body schema.
 */
interface Mutation<V, R> {
  mutateAsync(variables: V): Promise<R>;
  isPending: boolean;
}

/** A list page's query key, as the engine makes it (`[name, 'list', params]`). */
export type ListKey = readonly [string, 'list', ListParams];

/**
 * What a screen needs of an engine resource (`defineResource`'s result), stated structurally so
 * one generic screen serves every area whatever its entity type.
 */
export interface ScreenResource<T extends object> {
  name: string;
  idOf(record: T): string;
  declaration: {
    idField: string;
    path: string;
    operations: readonly string[];
    upload?: object;
    list?: { sortable?: boolean };
  };
  body: z.ZodMiniObject;
  api: {
    all(filters?: Filters, options?: FetchAllOptions): Promise<T[]>;
    remove(id: string): Promise<void>;
  };
  queries: {
    list(params: ListParams): FetchQueryOptions<ListPage<T>, Error, ListPage<T>, ListKey>;
    one(id: string): object;
  };
  keys: { root: readonly unknown[] };
  cache: ResourceCache<T>;
  hooks: {
    useList(params: ListParams, options?: { enabled?: boolean }): UseQueryResult<ListPage<T>>;
    useOne(id: string | undefined): UseQueryResult<T>;
    useCreate(): Mutation<Record<string, unknown>, T | undefined>;
    useUpdate(): Mutation<{ id: string; values: Record<string, unknown> }, T | undefined>;
    useUpload(): Mutation<UploadVars, ResourceDocument | undefined>;
  };
}

/**
 * One area's screens, declared once: its columns and form fields (texts are keys of the `areas`
 * namespace), how a row is named, and what opening a row does. `defineScreen` adds what its
 * route needs (search validation, loader) so route files stay a few lines.
 */
export interface ScreenDeclaration<T extends object> {
  /** Table id (remembered preferences) and the `areas:<id>.*` texts: title, new, edit, saved. */
  id: string;
  resource: ScreenResource<T>;
  columns: readonly DataColumn<T>[];
  fields: readonly FieldSpec[];
  /** The record's name in confirmations, notifications and accessible names. */
  rowLabel: (row: T) => string;
  /** Initial values of a new record. */
  createDefaults?: () => Record<string, unknown>;
  /**
   * Checks of the form across its fields, beyond what the resource's body says of each field (a
   * drawer's float in its currency's minor units; a test's bands by sex and age that overlap).
   */
  formChecks?: readonly z.core.$ZodCheck<Record<string, unknown>>[];
  /** Form values of a record (default: the record itself). */
  toFormValues?: (row: T) => Record<string, unknown>;
  /** Where opening a row leads (default: its edit drawer). */
  openRow?: (row: T) => { to: NonNullable<LinkProps['to']>; params?: Record<string, string> };
  defaultPageSize?: number;
  /** Row actions of the area's own, shown before edit and delete (users: change password). */
  rowExtras?: (row: T) => ReactNode;
  /** Documents: the owner's files, with their content where the API serves it. */
  documents?: { open?: (doc: ResourceDocument) => Promise<Blob> };
  /** Buttons of the area's own beside "New" (payments: take a payment, cascade). */
  Actions?: ComponentType;
  /** Shown under the table with the rows on screen (payments: totals per currency). */
  Summary?: ComponentType<{ rows: readonly T[] }>;
  /** Actions on the selected rows, beside "Delete selected" (results: validate them). */
  SelectionActions?: ComponentType<{ rows: T[] }>;
  /** Whether a row may be edited (default: every row; a validated result may not). */
  canEdit?: (row: T) => boolean;
  /** Shown in the record's form as it is typed (appointments: an overlap with another). */
  FormNotice?: ComponentType<{ values: Record<string, unknown>; id?: string }>;
}

export function defineScreen<T extends object>(declaration: ScreenDeclaration<T>) {
  const filterKeys = filterKeysOf(declaration.columns);
  const sortColumns = sortColumnsOf(declaration.columns);
  const serverSort = !!declaration.resource.declaration.list?.sortable;
  const own = ownSearch(filterKeys, sortColumns);
  const defaults = { pageSize: declaration.defaultPageSize };
  /**
   * The table state of a (list route's typed) search: this area's filters and sort only. A
   * plain URL shows the view this tab last left, as the screen's hook does, so the loader
   * fetches that page and not page 1 as well.
   */
  const tableState = (search: TableSearch) => {
    const kept = own(search);
    const plain = Object.keys(kept).every((key) => key === 'edit');
    const shown = plain ? { ...own(remembered(declaration.id) ?? {}), ...kept } : kept;
    return searchToState(shown, defaults);
  };
  const listParams = (state: DataTableState) => listParamsOf(state, serverSort);

  return {
    ...declaration,
    filterKeys,
    sortColumns,
    serverSort,
    listParams,
    /**
     * The route's loader: starts the first page (and the reference lists its shown columns
     * name) without waiting for them. The screen's frame (heading, toolbar, filters, the
     * table's header) paints at once and the rows arrive into it; paging within the list asks
     * nothing here (the previous page stays on screen, dimmed). A failure is the table's to
     * show, with a retry.
     */
    load: (client: QueryClient, search: TableSearch, cause: 'enter' | 'stay' | 'preload') => {
      if (cause === 'stay') return;
      const params = listParams(tableState(search));
      void client.prefetchQuery(declaration.resource.queries.list(params));
      for (const column of declaration.columns)
        if (column.meta?.awaits && !column.hiddenByDefault)
          void client.prefetchQuery(column.meta.awaits);
    },
  };
}

export type Screen<T extends object> = ReturnType<typeof defineScreen<T>>;
