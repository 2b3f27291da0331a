import {
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import * as z from 'zod/mini';
import type { ResourceDeclaration } from '@/api/resource/api';
import { fileStore } from '../db/files';
import type { DemoDocument } from '../db/records';
import type { Row, Table } from '../db/table';
import { serverText, validationText } from '../messages';
import { authenticate, fail, json, latency, readBody } from '../respond';
import { listQuery, MATCHING_HEADER, type ListSpec, type Matching, type SearchField } from './list';

/** What the factory reads from a resource of src/api/resources: its declaration and body schema. */
export interface ResourceLike {
  declaration: Pick<
    ResourceDeclaration<z.core.$ZodLooseShape, '_id' | 'id'>,
    'name' | 'idField' | 'fields' | 'path' | 'paths' | 'operations' | 'upload'
  >;
  body: z.ZodMiniObject;
}

type Resolver<P extends PathParams = PathParams> = HttpResponseResolver<P, DefaultBodyType>;
type Info<P extends PathParams> = Parameters<Resolver<P>>[0];

/** Every demo call: the simulated latency, then the bearer token (401 `{ msg }` without one). */
export const guarded =
  <P extends PathParams = PathParams>(
    handle: (info: Info<P> & { userId: string }) => Response | Promise<Response>,
  ): Resolver<P> =>
  async (info) => {
    await latency();
    const auth = authenticate(info.request);
    if (!auth.ok) return auth.response;
    return handle({ ...info, userId: auth.userId });
  };

export const nowIso = () => new Date().toISOString();
/** A timestamp the client sent, if it is one. */
export function sentTimestamp(raw: unknown, field: 'createdAt' | 'updatedAt'): string | undefined {
  const value =
    raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T/.test(value) &&
    !Number.isNaN(Date.parse(value))
    ? value
    : undefined;
}

export type Envelope = (rows: unknown[], total: number) => unknown;
export const envelopes = {
  /** Most lists: the page itself. */
  array: ((rows) => rows) as Envelope,
  /** Customers and results. */
  dataCount: ((rows, total) => ({ data: rows, count: total })) as Envelope,
  /** Payments. */
  listTotal: ((rows, total) => ({ list: rows, totalCount: total })) as Envelope,
  /** Clinic appointments: an array with the total beside it (SPEC §7 and §9 together). */
  dataTotal: ((rows, total) => ({ data: rows, totalCount: total })) as Envelope,
};

export interface HandlerOptions<T extends Row> {
  envelope?: Envelope;
  /** The record as clients see it (users: never the password). */
  present?: (row: T) => unknown;
  /** What `q` searches (see list.ts). */
  search?: readonly SearchField[];
  /** Filters on what a row implies (see list.ts). */
  derived?: ListSpec['derived'];
  /** Last word on a validated create body: the values to store, or a refusal. */
  create?: (values: Row, request: Request) => Row | Response;
  /** Last word on a validated update body. */
  update?: (values: Row, old: T, request: Request) => Row | Response;
}

/**
 * The demo calls of one resource, read from its declaration: list (paged, filtered, sorted, in
 * the area's envelope), one, create, update, delete and upload where the area has them, with
 * bodies validated by the resource's own schema (update: every field optional).
 */
export function resourceHandlers<T extends Row>(
  resource: ResourceLike,
  table: Table<T>,
  options: HandlerOptions<T> = {},
) {
  const { path, paths, idField, fields, operations, upload } = resource.declaration;
  const itemPath = `*/${path}/:id`;
  const present = options.present ?? ((row: T) => row);
  const envelope = options.envelope ?? envelopes.array;
  const query = listQuery({
    fields: fields as Record<string, z.ZodMiniType>,
    idField,
    search: options.search,
    derived: options.derived,
  });
  // An update sends any part of the body: its fields, each optional, without the cross-field checks.
  const updateSchema = z.partial(z.object(resource.body.shape));
  const notFound = (request: Request) => fail(request, 404, 'notFound');

  const handlers = [
    http.get(
      `*/${path}`,
      guarded(({ request }) => {
        const matching = (request.headers.get(MATCHING_HEADER) ?? 'demo') as Matching;
        const { rows, total } = query(
          table.newestFirst(),
          new URL(request.url).searchParams,
          matching,
        );
        return json(envelope(rows.map(present), total));
      }),
    ),
  ];
  if (operations.includes('one'))
    handlers.push(
      http.get<{ id: string }>(
        `*/${paths?.one ?? path}/:id`,
        guarded(({ request, params }) => {
          const row = table.get(params.id);
          return row ? json(present(row)) : notFound(request);
        }),
      ),
    );
  if (operations.includes('create'))
    handlers.push(
      http.post(
        `*/${paths?.create ?? path}`,
        guarded(async ({ request }) => {
          const body = await readBody(request, resource.body);
          if (!body.ok) return body.response;
          const values = options.create ? options.create(body.data, request) : body.data;
          if (values instanceof Response) return values;
          const row = {
            ...values,
            [idField]: table.newId(),
            createdAt: sentTimestamp(body.raw, 'createdAt') ?? nowIso(),
            ...(upload && { documents: [] }),
          } as unknown as T;
          return json(present(table.insert(row)), { status: 201 });
        }),
      ),
    );
  if (operations.includes('update'))
    handlers.push(
      http.put<{ id: string }>(
        itemPath,
        guarded(async ({ request, params }) => {
          const old = table.get(params.id);
          if (!old) return notFound(request);
          const body = await readBody(request, updateSchema, { nullClears: true });
          if (!body.ok) return body.response;
          const values = options.update ? options.update(body.data, old, request) : body.data;
          if (values instanceof Response) return values;
          const updatedAt = sentTimestamp(body.raw, 'updatedAt');
          const row = table.update(params.id, (record) => {
            const next: Row = { ...record, ...values, ...(updatedAt && { updatedAt }) };
            // An optional field sent as null is cleared; a required one cannot be.
            for (const key of body.cleared)
              if (
                (resource.body.shape[key] as z.ZodMiniType | undefined)?.safeParse(undefined)
                  .success
              )
                delete next[key];
            return next as T;
          });
          return json(present(row!));
        }),
      ),
    );
  if (operations.includes('remove'))
    handlers.push(
      http.delete<{ id: string }>(
        itemPath,
        guarded(({ request, params }) =>
          table.remove(params.id)
            ? HttpResponse.json({ msg: serverText(request, 'deleted') })
            : notFound(request),
        ),
      ),
    );
  if (upload)
    handlers.push(uploadHandler(`*/${upload.path ?? `${path}/upload`}`, upload.field, table));
  return handlers;
}

const isFile = (value: unknown): value is Blob & { name?: string } =>
  typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value;

/**
 * A multipart upload: the owner's id in `field`, the file in `file`. The bytes are kept (see
 * files.ts) and the document is appended to the owner's `documents` and answered.
 */
export function uploadHandler<T extends Row>(path: string, field: string, table: Table<T>) {
  return http.post(
    path,
    guarded(async ({ request }) => {
      const form = await request.formData().catch(() => undefined);
      const ownerId = form?.get(field);
      const file = form?.get('file');
      const errors: Record<string, string> = {};
      if (typeof ownerId !== 'string' || !ownerId.trim())
        errors[field] = validationText(request, 'validation.required');
      if (!isFile(file)) errors.file = serverText(request, 'fileMissing');
      if (Object.keys(errors).length || !isFile(file) || typeof ownerId !== 'string')
        return fail(request, 400, 'invalidBody', errors);
      if (!table.get(ownerId)) return fail(request, 404, 'notFound');

      const bytes = new Uint8Array(await file.arrayBuffer());
      const originalName = file.name || 'file';
      const document: DemoDocument = {
        name: fileStore.uniqueName(originalName),
        originalName,
        mimeType: file.type || 'application/octet-stream',
        size: bytes.length,
        uploadedAt: nowIso(),
      };
      fileStore.put(document.name, { type: document.mimeType, bytes });
      table.update(ownerId, (old) => ({
        ...old,
        documents: [...((old.documents as DemoDocument[] | undefined) ?? []), document],
      }));
      return HttpResponse.json(document, { status: 201 });
    }),
  );
}
