import type { QueryClient } from '@tanstack/react-query';
import type { DataColumn } from '@/components/data-table/types';
import type { TableSearch } from '@/components/data-table/table-search';
import { AREAS } from '@/api/area';
import { fieldsScreen } from '@/components/resource-screen/fields-screen';
import { RESOURCES } from '@/mocks/resources';

/** What the start's tests use of a screen the areas declare (`defineScreen`). */
export type DeclaredScreen = {
  id: string;
  columns: readonly DataColumn<object>[];
  load: (client: QueryClient, search: TableSearch, cause: 'enter') => void;
};

const SCREEN_MODULES = import.meta.glob<Record<string, unknown>>('/src/features/**/screen.tsx');

const isScreen = (value: unknown): value is DeclaredScreen =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DeclaredScreen).id === 'string' &&
  Array.isArray((value as DeclaredScreen).columns) &&
  typeof (value as DeclaredScreen).load === 'function';

/**
 * Every screen the areas declare, by its table's id: those of features/, and the one read from
 * its declaration (`fieldsScreen`, as its route makes it) for an area with a list and none there.
 */
export async function declaredScreens(): Promise<Map<string, DeclaredScreen>> {
  const modules = await Promise.all(Object.values(SCREEN_MODULES).map((load) => load()));
  const screens = modules.flatMap((exports) => Object.values(exports).filter(isScreen));
  const found = new Map(screens.map((screen) => [screen.id, screen]));
  for (const { name, list } of AREAS) {
    const resource = RESOURCES[name];
    if (list && resource && !found.has(list.id)) found.set(list.id, fieldsScreen(resource, list));
  }
  return found;
}
