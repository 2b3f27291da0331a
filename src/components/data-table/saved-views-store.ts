import { APP_KEY } from '@/app/app-key';
import type { DataTableState } from './types';

/**
 * A table's saved views: its filters, sort, page size and shown columns under a name, kept per
 * user and per table in this browser's local storage (`clinic-admin.views.<user>.<table>`).
 * They are the user's preferences, kept past sign-out (`app/auth/wipe.ts` lists them): so a
 * view never holds a filter that names a patient (`DataColumn.namesPatient`), which is left out
 * when it is saved. No server place is offered by SPEC §7, and none is declared: the screen says
 * the views are kept in this browser.
 */
export interface SavedView {
  id: string;
  name: string;
  filters: Record<string, string>;
  sort?: DataTableState['sort'];
  pageSize: number;
  columns: Record<string, boolean>;
}

export const viewsKey = (userId: string, tableId: string) =>
  `${APP_KEY}.views.${userId}.${tableId}`;

const isView = (value: unknown): value is SavedView => {
  const view = value as Partial<SavedView> | null;
  return (
    !!view &&
    typeof view.id === 'string' &&
    typeof view.name === 'string' &&
    !!view.filters &&
    typeof view.filters === 'object' &&
    typeof view.pageSize === 'number'
  );
};

export function readViews(userId: string, tableId: string): SavedView[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(viewsKey(userId, tableId)) ?? '[]');
    return Array.isArray(value) ? value.filter(isView) : [];
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
