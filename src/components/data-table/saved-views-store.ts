import { APP_KEY } from '@/config/app-key';
import { hasExtension } from '@/api/extensions';
import { MAX_VIEWS, savedViewSchema, savedViewsApi, type SavedView } from '@/api/saved-views';
import type { DataTableState } from './types';

export type { SavedView };

/**
 * A table's saved views: its filters, sort, page size and shown columns under a name, kept per
 * user and per table. Where the deployment declares the `savedViews` extension, on the server
 * (`api/saved-views.ts`): they follow the user to another browser. Otherwise, or while that
 * server does not answer, in this browser's local storage (`clinic-admin.views.<user>.<table>`),
 * and the panel says which. Views kept here while the server was away go up to it the next
 * time it answers: none is lost.
 *
 * They are the user's preferences, kept past sign-out (`app/auth/wipe.ts` lists them): so a
 * view never holds a filter that names a patient (a column's `meta.namesPatient`), which is left out
 * when it is saved.
 */
export type ViewsPlace =
  /** On the server, for the user's account. */
  | 'server'
  /** In this browser: the deployment declares no server place. */
  | 'browser'
  /** In this browser for now: the server's place did not answer (or not as agreed). */
  | 'fallback';

export interface KeptViews {
  views: SavedView[];
  place: ViewsPlace;
}

export const viewsKey = (userId: string, tableId: string) =>
  `${APP_KEY}.views.${userId}.${tableId}`;

export function readViews(userId: string, tableId: string): SavedView[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(viewsKey(userId, tableId)) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.flatMap((view) => {
      const parsed = savedViewSchema.safeParse(view);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

/** Writes the views; false when the browser refused (storage full or blocked). */
export function writeViews(userId: string, tableId: string, views: readonly SavedView[]): boolean {
  try {
    if (views.length) localStorage.setItem(viewsKey(userId, tableId), JSON.stringify(views));
    else localStorage.removeItem(viewsKey(userId, tableId));
    return true;
  } catch {
    return false;
  }
}

const aborted = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The server's views with those kept here that it lacks (a name it has gets " (2)"). */
function merged(remote: readonly SavedView[], local: readonly SavedView[]): SavedView[] {
  const names = new Set(remote.map((view) => view.name.toLowerCase()));
  const extra = local
    .filter((view) => !remote.some((r) => r.id === view.id))
    .map((view) => {
      let name = view.name;
      for (let n = 2; names.has(name.toLowerCase()); n++) name = `${view.name} (${n})`;
      names.add(name.toLowerCase());
      return { ...view, name };
    });
  return [...remote, ...extra].slice(0, MAX_VIEWS);
}

/** The user's views of the table, from where they are kept. */
export async function loadViews(
  userId: string,
  tableId: string,
  signal?: AbortSignal,
): Promise<KeptViews> {
  const local = readViews(userId, tableId);
  if (!hasExtension('savedViews')) return { views: local, place: 'browser' };
  try {
    const remote = await savedViewsApi.read(tableId, signal);
    if (!local.length) return { views: remote, place: 'server' };
    // Kept here while the server was away (or before it offered a place): up they go.
    const views = await savedViewsApi.write(tableId, merged(remote, local));
    writeViews(userId, tableId, []);
    return { views, place: 'server' };
  } catch (error) {
    if (aborted(error)) throw error;
    return { views: local, place: 'fallback' };
  }
}

/**
 * Keeps `views` as the user's views of the table: on the server where it offers a place, else
 * (or when it fails) here. `ok` is false only when nothing could keep them.
 */
export async function storeViews(
  userId: string,
  tableId: string,
  views: readonly SavedView[],
): Promise<KeptViews & { ok: boolean }> {
  if (hasExtension('savedViews'))
    try {
      const kept = await savedViewsApi.write(tableId, views);
      writeViews(userId, tableId, []);
      return { views: kept, place: 'server', ok: true };
    } catch {
      return { views: [...views], place: 'fallback', ok: writeViews(userId, tableId, views) };
    }
  return { views: [...views], place: 'browser', ok: writeViews(userId, tableId, views) };
}

/** The view without the filters that name a patient (`private` keys). */
export const withoutPatient = (view: SavedView, privateKeys: readonly string[]): SavedView => ({
  ...view,
  filters: Object.fromEntries(
    Object.entries(view.filters).filter(([key]) => !privateKeys.includes(key)),
  ),
});

/**
 * The view of `state` to save under `name`: its filters but those naming a patient (`private`
 * keys), its sort, page size and the columns shown. `left` says which filters were left out.
 */
export function viewOf(
  name: string,
  state: DataTableState,
  columns: Record<string, boolean>,
  privateKeys: readonly string[],
): { view: SavedView; left: string[] } {
  const left: string[] = [];
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(state.filters)) {
    if (!value?.trim()) continue;
    if (privateKeys.includes(key)) left.push(key);
    else filters[key] = value;
  }
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    view: {
      id,
      name: name.trim(),
      filters,
      ...(state.sort && { sort: state.sort }),
      pageSize: state.pageSize,
      columns: { ...columns },
    },
    left,
  };
}
