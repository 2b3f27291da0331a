import i18n from 'i18next';
import * as z from 'zod/mini';
import { ApiError, contractError, operationError } from '../errors';
import type { ResponsePromise } from 'ky';
import { http, parseJson, send, uploadForm, type UploadOptions } from '../http';
import { fetchAll, type FetchAllOptions } from './fetch-all';
import { fieldNames } from './field-names';
import { extensionOf, ignoredFilters, splitFilters, type FilterRules } from './filter-checks';
import { extensionNeedsKey } from '../extensions';
import { createPayload, updatePayload, type PayloadRules } from './payload';
import {
  filterParams,
  listSearchParams,
  toListPage,
  type Filters,
  type ListPage,
  type ListParams,
} from './paging';
import {
  bareOrWrapped,
  documentSchema,
  recordSchema,
  valueKind,
  type ResourceDocument,
} from './schemas';

type Shape = z.core.$ZodLooseShape;
/** An update's values: any of the body's fields, `null` taking a value back (SPEC §5). */
export type Changes<Body> = { [K in keyof Body]?: Body[K] | null };

export type Operation = 'list' | 'all' | 'one' | 'create' | 'update' | 'remove' | 'upload';

/** Everything the app knows about one area of SPEC §7. */
export interface ResourceDeclaration<F extends Shape, I extends '_id' | 'id'> {
  /** Query-key root and catalogue key (`errors:catalogue.<name>.<operation>`). */
  name: string;
  /** The record's identifier: `_id`, except clinic appointments (`id`). */
  idField: I;
  /** The body's fields with their rules; the record reads them back leniently. */
  fields: F;
  /** Base path: list and create, `/{id}` for one, update and delete. */
  path: string;
  /** Where the area breaks the pattern (customers: `api/customers` for one). */
  paths?: { one?: string; create?: string };
  /** Calls the area has besides list (default: create, update, remove). */
  operations: readonly Exclude<Operation, 'list' | 'all' | 'upload'>[];
  list?: {
    /** Insurance, packages, groups, clinic appointments: a non-array list is an error. */
    arrayOnly?: boolean;
    /** `sort=column*direction` (appointments, examination statuses). */
    sortable?: boolean;
    /** Users: fetch-all is one request without paging. */
    unpagedAll?: boolean;
    /** Filters that are extensions of SPEC §7, and how rows are checked against a filter. */
    filters?: FilterRules;
  };
  /** Multipart upload: the owner's id goes in `field`, the file in `file`. */
  upload?: { path?: string; field: string };
  payload?: PayloadRules;
  /** Text for a failed operation when the catalogue's needs the error itself (customer create). */
  errorText?: Partial<Record<Operation, (error: unknown) => string | undefined>>;
}

/**
 * The catalogue text of SPEC §8 for an operation, in the current language; an area SPEC §8 does
 * not name, declared without texts of its own, says the catalogue's default ("Failed to add
 * record").
 */
export const catalogueText = (name: string, operation: string) =>
  i18n.t([`errors:catalogue.${name}.${operation}`, `errors:catalogue.default.${operation}`]);

/** Runs a call and rejects with the text of SPEC §8 when it fails. */
export async function withCatalogue<T>(
  name: string,
  operation: string,
  call: () => Promise<T>,
  custom?: (error: unknown) => string | undefined,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const text = custom?.(error);
    if (text !== undefined && error instanceof ApiError) {
      throw new ApiError(text, error.status, error.kind, error.errors, error.serverMessage);
    }
    throw operationError(error, catalogueText(name, operation));
  }
}

const count = z.optional(
  z.pipe(z.union([z.number(), z.string().check(z.regex(/^\d+$/))]), z.transform(Number)),
);
const envelope = z.union([
  z.array(z.unknown()),
  z.looseObject({ data: z.array(z.unknown()), count, totalCount: count }),
  z.looseObject({ list: z.array(z.unknown()), totalCount: count, count }),
]);

/** The body of a list answer: the array and the total where the server sent one. */
function readEnvelope(body: z.output<typeof envelope>): {
  rows: unknown[];
  total: number | undefined;
} {
  if (Array.isArray(body)) return { rows: body, total: undefined };
  if (Array.isArray(body.data)) return { rows: body.data, total: body.count ?? body.totalCount };
  return { rows: body.list as unknown[], total: body.totalCount ?? body.count };
}

/** SPEC §5: the list's data must be an array (read from the body, or its `data`/`list`). */
function assertArrayList(body: unknown) {
  const data =
    body && typeof body === 'object' && !Array.isArray(body)
      ? ((body as Record<string, unknown>).data ?? (body as Record<string, unknown>).list)
      : body;
  if (!Array.isArray(data)) throw new ApiError(i18n.t('errors:catalogue.notArray'), 0, 'contract');
}

/** What an upload answers: the file itself, or an object carrying it. */
const uploadAnswer = bareOrWrapped(documentSchema, ['file', 'document', 'data']);

export const idPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** The calls of one resource: SPEC §7 paths, paging, payload rules and response validation. */
export function defineApi<F extends Shape, I extends '_id' | 'id'>(
  declaration: ResourceDeclaration<F, I>,
) {
  const { name, path, list = {}, payload } = declaration;
  const schema = recordSchema(declaration.idField, declaration.fields);
  const body = z.object(declaration.fields);
  // The deployment's field names are read when a call is made (config.json is read at start).
  const names = () => fieldNames(name);
  /** The record as the wire carries it: renamed into the app's names, then read. */
  const wireSchema = z.pipe(
    z.transform((value: unknown) => names().toApp(value)),
    schema,
  );
  const rowsSchema = z.array(wireSchema);
  type Entity = z.output<typeof schema>;
  type Body = z.input<typeof body>;
  const custom = declaration.errorText ?? {};
  /** A create or update answers the record, sometimes wrapped in `data`; anything else is not read. */
  const savedRecord = bareOrWrapped(wireSchema, ['data']);
  const readSaved = async (call: ResponsePromise): Promise<Entity | undefined> => {
    const response = await send(call);
    const text = await response.text().catch(() => '');
    try {
      const parsed = savedRecord.safeParse(JSON.parse(text));
      return parsed.success ? (parsed.data as Entity) : undefined;
    } catch {
      return undefined;
    }
  };

  /** A list's rows: the area's list, or another path answering a list (a batch lookup). */
  async function fetchRows(
    searchParams: Record<string, string> | undefined,
    signal?: AbortSignal,
    at = path,
  ) {
    const what = `GET /${at}`;
    // The path's own query (a lookup's) stays: ky's searchParams would replace it.
    const options = searchParams ? { searchParams, signal } : { signal };
    const answer = await parseJson(http.get(at, options), z.unknown(), what);
    if (list.arrayOnly) assertArrayList(answer);
    const shaped = envelope.safeParse(answer);
    if (!shaped.success) throw contractError(what, shaped.error);
    const { rows, total } = readEnvelope(shaped.data);
    const items = rowsSchema.safeParse(rows);
    if (!items.success) throw contractError(what, items.error);
    return { items: items.data as Entity[], total };
  }

  /** `values` over the body fields `current` holds (see `update`). */
  const wholeBody = (current: object | undefined, values: object) => {
    if (!current) return values;
    const kept = Object.entries(current).filter(
      ([key, value]) => key in declaration.fields && value !== undefined && value !== null,
    );
    return { ...Object.fromEntries(kept), ...values };
  };

  const fieldSet = new Set([
    ...Object.keys(declaration.fields),
    declaration.idField,
    'createdAt',
    'updatedAt',
  ]);
  /** Fields that hold one value a filter names whole: ids, references, choices, numbers. */
  const exactFields = new Set([
    declaration.idField,
    ...Object.entries(declaration.fields)
      .filter(([key, schema]) => /Id$/.test(key) || valueKind(schema as z.ZodMiniType) !== 'text')
      .map(([key]) => key),
  ]);
  const ignoredOf = (items: readonly object[], sent: Filters | undefined) =>
    ignoredFilters(items, sent, fieldSet, list.filters, exactFields);

  /**
   * One page. An extension the backend does not declare is not sent (`withheld`); the rows are
   * checked against what was sent (`ignored`: filters the server's rows show it ignored).
   */
  async function listPage(params: ListParams, signal?: AbortSignal): Promise<ListPage<Entity>> {
    const { sent, withheld } = splitFilters(params.filters, fieldSet, list.filters);
    const wire = names().params({ ...params, filters: sent });
    const { items, total } = await fetchRows(listSearchParams(wire, !!list.sortable), signal);
    const ignored = ignoredOf(items, sent);
    return {
      ...toListPage(items, total, params),
      ...(withheld.length && { withheld }),
      ...(ignored.length && { ignored }),
    };
  }

  /**
   * The record a create made when its answer did not carry it (`{ ok: true }`, an empty body:
   * docs/contract.md, "create"): the area's list asked for the `createdAt` the app sent, and the
   * row that holds it and the other plain values sent (those it has). Undefined when none does (a server
   * that sets its own `createdAt`): the list is read again anyway, and shows it.
   */
  async function findCreated(sent: Record<string, unknown>): Promise<Entity | undefined> {
    const createdAt = String(sent.createdAt);
    // What the row holds of what was sent (a password, say, is never read back).
    const same = (row: Record<string, unknown>) =>
      row.createdAt === createdAt &&
      Object.entries(sent).every(
        ([key, value]) =>
          typeof value === 'object' || !(key in row) || String(row[key]) === String(value),
      );
    try {
      const filters = { createdAt };
      const wire = names().params({ page: 1, pageSize: 20, filters });
      const { items } = await fetchRows(listSearchParams(wire, false));
      return items.find((row) => same(row as Record<string, unknown>));
    } catch {
      return undefined;
    }
  }

  /**
   * A page whose filters did not all apply cannot be joined into "every record matching": a
   * fetch-all (figures, exports, pickers) says why it stopped instead of reading everything.
   */
  function assertFiltered(page: Pick<ListPage<Entity>, 'withheld' | 'ignored'>) {
    const needed = page.withheld?.[0];
    if (needed) {
      const extension = extensionOf(needed, fieldSet, list.filters) ?? 'dateRange';
      throw new ApiError(i18n.t(extensionNeedsKey(extension)), 0, 'contract');
    }
    if (page.ignored?.length)
      throw new ApiError(
        i18n.t('common:extensions.ignored', { filters: page.ignored.join(', ') }),
        0,
        'contract',
      );
  }

  async function all(filters: Filters = {}, options: FetchAllOptions = {}): Promise<Entity[]> {
    if (!list.unpagedAll)
      return fetchAll(
        async (params, signal) => {
          const page = await listPage(params, signal);
          assertFiltered(page);
          return page;
        },
        filters,
        options,
      );
    const { sent, withheld } = splitFilters(filters, fieldSet, list.filters);
    assertFiltered({ withheld });
    const wire = names().params({ page: 1, pageSize: 0, filters: sent });
    const { items } = await fetchRows(filterParams(wire.filters), options.signal);
    assertFiltered({ ignored: ignoredOf(items, sent) });
    options.onProgress?.({ loaded: items.length, total: items.length });
    return items;
  }

  const api = {
    list: (params: ListParams, signal?: AbortSignal) =>
      withCatalogue(name, 'list', () => listPage(params, signal), custom.list),
    all: (filters?: Filters, options?: FetchAllOptions) =>
      withCatalogue(name, 'all', () => all(filters, options), custom.all),
    /** Records answered as a list at a path of the deployment's (a batch lookup, `api/names`). */
    listAt: (at: string) =>
      withCatalogue(name, 'one', async () => (await fetchRows(undefined, undefined, at)).items),
    one: (id: string, signal?: AbortSignal) =>
      withCatalogue(
        name,
        'one',
        () =>
          parseJson(
            http.get(idPath(declaration.paths?.one ?? path, id), { signal }),
            wireSchema,
            `GET /${path}/{id}`,
          ),
        custom.one,
      ) as Promise<Entity>,
    create: (values: Body) =>
      withCatalogue(
        name,
        'create',
        async () => {
          const sent = createPayload(values, payload);
          const saved = await readSaved(
            http.post(declaration.paths?.create ?? path, { json: names().toBackend(sent) }),
          );
          return saved ?? findCreated(sent);
        },
        custom.create,
      ),
    /**
     * PUT /{id}. With `current` (the record as last read), the body is the whole record with
     * `values` on top: a server may replace the record with what a PUT carries, or refuse a part
     * of one (docs/contract.md, "update"), so a change never goes alone. Only the body's own
     * fields are sent back, never what the app merely read (`documents`, a joined record).
     */
    update: (id: string, values: Changes<Body>, current?: object) =>
      withCatalogue(
        name,
        'update',
        () =>
          readSaved(
            http.put(idPath(path, id), {
              json: names().toBackend(updatePayload(wholeBody(current, values), payload)),
            }),
          ),
        custom.update,
      ),
    remove: (id: string) =>
      withCatalogue(
        name,
        'remove',
        async () => void (await send(http.delete(idPath(path, id)))),
        custom.remove,
      ),
    /**
     * A multipart upload. Answers the file as the server describes it, or undefined when its
     * answer does not (`{ ok: true }`: docs/contract.md, "upload"): the owner is read again.
     */
    upload: (
      ownerId: string,
      file: File | Blob,
      options?: UploadOptions,
    ): Promise<ResourceDocument | undefined> =>
      withCatalogue(
        name,
        'upload',
        async () => {
          const upload = declaration.upload;
          if (!upload) throw new Error(`${name} has no upload call`);
          const form = new FormData();
          form.append(upload.field, ownerId);
          form.append('file', file);
          const uploadPath = upload.path ?? `${path}/upload`;
          const answer = await uploadForm(uploadPath, form, options);
          const parsed = uploadAnswer.safeParse(answer);
          return parsed.success ? parsed.data : undefined;
        },
        custom.upload,
      ),
  };
  return {
    name,
    declaration,
    schema,
    /** The record as the wire carries it (the backend's names and words), read into the app's. */
    wire: wireSchema,
    body,
    api,
    /** The record a call of the area's own answers, when it answers one (else undefined). */
    readSaved,
    /** A body of a call of the area's own, in the backend's field names (config.json). */
    toBackend: <B extends object>(values: B) => names().toBackend(values),
    /** A record-like part of a call of the area's own, in the app's names and words. */
    fromBackend: (value: unknown) => names().toApp(value),
    idOf: (record: Entity) => String(record[declaration.idField as keyof Entity]),
  };
}
export type ResourceApi<F extends Shape, I extends '_id' | 'id'> = ReturnType<
  typeof defineApi<F, I>
>;
