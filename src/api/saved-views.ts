import i18n from 'i18next';
import * as z from 'zod/mini';
import { http, parseJson } from './http';

/**
 * The saved views' server place, an extension of our own (`savedViews`, api/extensions.ts; SPEC
 * §7 has none): a user's views of one table, read and written whole.
 *
 * - `GET /api/saved-views/{table}` answers `{ "views": [...] }`, the signed-in user's (the
 *   bearer token says who), `[]` for a table they saved none of;
 * - `PUT /api/saved-views/{table}` with `{ "views": [...] }` replaces them and answers what it
 *   keeps, in the same shape.
 *
 * One schema serves the client (each answer is checked), the local store and the demo backend.
 */
/** A plain object whose values are all of `type` (z.record would bring a zod module the lists load otherwise without). */
const recordOf = <T extends 'string' | 'boolean'>(type: T) =>
  z.custom<Record<string, T extends 'string' ? string : boolean>>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((v) => typeof v === type),
  );

export const savedViewSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  filters: recordOf('string'),
  sort: z.optional(z.object({ column: z.string(), direction: z.enum(['asc', 'desc']) })),
  pageSize: z.number().check(z.int(), z.positive()),
  columns: z._default(recordOf('boolean'), {}),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const MAX_VIEWS = 50;
export const savedViewsSchema = z.object({
  views: z.array(savedViewSchema).check(z.maxLength(MAX_VIEWS)),
});

const path = (tableId: string) => `api/saved-views/${encodeURIComponent(tableId)}`;
const what = () => i18n.t('table:views.what');

export const savedViewsApi = {
  async read(tableId: string, signal?: AbortSignal): Promise<SavedView[]> {
    return (await parseJson(http.get(path(tableId), { signal }), savedViewsSchema, what())).views;
  },
  async write(tableId: string, views: readonly SavedView[]): Promise<SavedView[]> {
    return (await parseJson(http.put(path(tableId), { json: { views } }), savedViewsSchema, what()))
      .views;
  },
};
