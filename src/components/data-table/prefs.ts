import { useCallback, useMemo, useState } from 'react';
import type { DataColumn } from './types';

export type Density = 'comfortable' | 'compact';

/** What a user chose for one table, kept across visits on this browser. */
interface TablePrefs {
  /** Column id → shown; only columns the user may hide. */
  columns: Record<string, boolean>;
  density: Density;
}

export const prefsKey = (tableId: string) => `clinic-admin.table.${tableId}`;

function read(tableId: string): Partial<TablePrefs> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(prefsKey(tableId)) ?? '{}');
    return value && typeof value === 'object' ? (value as Partial<TablePrefs>) : {};
  } catch {
    // Corrupt or foreign data: start from the defaults rather than break the screen.
    return {};
  }
}

function initial<T>(tableId: string, columns: readonly DataColumn<T>[]): TablePrefs {
  const stored = read(tableId);
  const storedColumns = stored.columns && typeof stored.columns === 'object' ? stored.columns : {};
  // Choices of columns not there yet (the server's extra fields, found once rows load) are kept.
  const visibility: Record<string, boolean> = Object.fromEntries(
    Object.entries(storedColumns).filter(([, shown]) => typeof shown === 'boolean'),
  );
  for (const column of columns) {
    const choice = storedColumns[column.id];
    visibility[column.id] = column.alwaysVisible
      ? true
      : typeof choice === 'boolean'
        ? choice
        : !column.hiddenByDefault;
  }
  return { columns: visibility, density: stored.density === 'compact' ? 'compact' : 'comfortable' };
}

/** Column visibility and density of a table, remembered in local storage per table id. */
export function useTablePrefs<T>(tableId: string, columns: readonly DataColumn<T>[]) {
  const [prefs, setPrefs] = useState(() => initial(tableId, columns));
  // A column that arrived after the first render (an extra field of the server) starts as
  // declared: hidden when `hiddenByDefault`.
  const visibility = useMemo(() => {
    const missing = columns.filter((column) => !(column.id in prefs.columns));
    if (missing.length === 0) return prefs.columns;
    const out = { ...prefs.columns };
    for (const column of missing) out[column.id] = !column.hiddenByDefault;
    return out;
  }, [columns, prefs.columns]);

  const update = useCallback(
    (change: (old: TablePrefs) => TablePrefs) => {
      const next = change(prefs);
      setPrefs(next);
      try {
        localStorage.setItem(prefsKey(tableId), JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice still holds for this visit.
      }
    },
    [prefs, tableId],
  );

  const setVisibility = useCallback(
    (change: (old: Record<string, boolean>) => Record<string, boolean>) =>
      update((old) => ({ ...old, columns: change(old.columns) })),
    [update],
  );
  const setDensity = useCallback(
    (density: Density) => update((old) => ({ ...old, density })),
    [update],
  );

  return { visibility, density: prefs.density, setVisibility, setDensity };
}
